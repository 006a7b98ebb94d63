import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { clientAddress } from './trust-proxy'
import type { TrustProxy } from './trust-proxy'

/** Who is asking: the browser and address of a request, and which app it came from. */
export interface ClientInfo {
  userAgent: string | undefined
  ip: string
  /** Set when the session belongs to the browser extension rather than the website. */
  app?: 'extension'
}

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
