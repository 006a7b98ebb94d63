import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { ClientInfo } from '../modules/auth/session.service'
import { clientAddress } from './trust-proxy'
import type { TrustProxy } from './trust-proxy'

/** The address of the socket's peer; undefined without a socket (app.request() in tests). */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    return undefined
  }
}

/** Whether the request came from a proxy TRUST_PROXY names, whose X-Forwarded-* headers count. */
export function fromTrustedProxy(c: Context, trust: TrustProxy): boolean {
  const peer = socketAddress(c)
  return peer !== undefined && trust(peer, 0)
}

/**
 * The caller's address and browser, for rate limits and the sessions page. The address is the
 * socket's, or behind trusted proxies (TRUST_PROXY) the one the nearest untrusted hop had.
 */
export function clientInfo(c: Context, trust: TrustProxy): ClientInfo {
  const userAgent = c.req.header('user-agent')
  const peer = socketAddress(c)
  const ip = peer ? clientAddress(peer, c.req.header('x-forwarded-for'), trust) : 'unknown'
  return { ip, userAgent }
}
