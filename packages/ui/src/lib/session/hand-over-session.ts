import { allowedReturnTarget, returnTargetWithTokens } from '@amply/core/auth/return-target'
import type { Session } from '@amply/core/auth/session'
import { readTokenExpiry } from '@amply/core/auth/token-expiry'
import { loadClientConfig } from '../config/client-config'

/**
 * Hands the session this browser already has to a first-party client that asked for it (a
 * browser extension's `returnTo`), the way a login with a return target does: only an origin
 * on the server's allow-list receives `access_token`, `refresh_token` and `expires_at`.
 * Answers the URL the browser is sent to, or null when the target is refused or the session
 * cannot be read (the caller then stays on the site).
 */
export async function handOverSession(
  session: Session,
  target: string,
  navigate: (url: string) => void = (url) => {
    window.location.assign(url)
  },
): Promise<string | null> {
  const config = await loadClientConfig()
  const allowed = allowedReturnTarget(target, config.allowed_return_origins)
  if (!allowed) return null
  const accessToken = await session.getAccessToken()
  const refreshToken = await session.tokens.getRefreshToken()
  const expiry = readTokenExpiry(accessToken)
  if (!refreshToken || expiry === null) return null
  const url = returnTargetWithTokens(allowed, {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_at: Math.floor(expiry / 1000),
  })
  navigate(url)
  return url
}
