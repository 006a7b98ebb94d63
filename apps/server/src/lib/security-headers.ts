import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { fromTrustedProxy } from './client-info'
import type { TrustProxy } from './trust-proxy'

export interface SecurityHeadersOptions {
  /** Where people reach the site: HTTPS there means HSTS on every answer. */
  publicUrl: string
  /** Behind a trusted proxy: its X-Forwarded-Proto tells whether the request came over HTTPS. */
  trustProxy: TrustProxy
}

/** Two years, subdomains included: what HSTS preload lists ask for. */
const HSTS = 'max-age=63072000; includeSubDomains'

/**
 * The headers every answer carries: Hono's secure headers (nosniff, no referrer, same-origin
 * opener...), never framed (`frame-ancestors 'none'` says it again in each page's policy), the
 * microphone for the site itself only (voice input) and no camera or location, and HSTS when the
 * site is served over HTTPS (PUBLIC_URL, or this request). Browsers ignore HSTS over plain HTTP,
 * and a local http://localhost must stay reachable.
 */
export function securityHeaders({ publicUrl, trustProxy }: SecurityHeadersOptions) {
  const secure = secureHeaders({
    strictTransportSecurity: false,
    xFrameOptions: 'DENY',
    permissionsPolicy: { microphone: ['self'], camera: [], geolocation: [] },
  })
  const httpsSite = new URL(publicUrl).protocol === 'https:'
  const hsts: MiddlewareHandler = async (c, next) => {
    await next()
    const forwarded = fromTrustedProxy(c, trustProxy)
      ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim()
      : ''
    if (httpsSite || forwarded === 'https' || new URL(c.req.url).protocol === 'https:') {
      c.header('Strict-Transport-Security', HSTS)
    }
  }
  return [secure, hsts] as const
}
