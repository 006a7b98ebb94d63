import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { ClientInfo } from '../modules/auth/session.service'

/**
 * The caller's address and browser, for rate limits and the sessions page. The address comes
 * from X-Forwarded-For only behind a trusted proxy; otherwise from the socket.
 */
export function clientInfo(c: Context, trustProxy: boolean): ClientInfo {
  const userAgent = c.req.header('user-agent')
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined
  if (forwarded) return { ip: forwarded, userAgent }
  let ip = 'unknown'
  try {
    ip = getConnInfo(c).remote.address ?? ip
  } catch {
    // app.request() in tests has no socket.
  }
  return { ip, userAgent }
}
