import { SESSION_INDICATOR_COOKIE } from '@amply/api/constants'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'

/** The refresh token: HttpOnly, sent only to the auth paths. */
export const REFRESH_COOKIE = 'amply_refresh'
/**
 * Its readable twin without the secret: tells the client a session exists
 * (docs/product.md#session).
 */
export { SESSION_INDICATOR_COOKIE }

const REFRESH_PATH = '/api/auth'

export function readRefreshCookie(c: Context): string | undefined {
  return getCookie(c, REFRESH_COOKIE)
}

/** Sets both cookies for the session's remaining lifetime. */
export function setSessionCookies(
  c: Context,
  refreshToken: string,
  sessionExpiresAt: Date,
  secure: boolean,
) {
  const maxAge = Math.max(0, Math.floor((sessionExpiresAt.getTime() - Date.now()) / 1000))
  setCookie(c, REFRESH_COOKIE, refreshToken, {
    httpOnly: true,
    secure,
    sameSite: 'Strict',
    path: REFRESH_PATH,
    maxAge,
  })
  setCookie(c, SESSION_INDICATOR_COOKIE, '1', { secure, sameSite: 'Lax', path: '/', maxAge })
}

export function clearSessionCookies(c: Context, secure: boolean) {
  deleteCookie(c, REFRESH_COOKIE, { path: REFRESH_PATH, secure })
  deleteCookie(c, SESSION_INDICATOR_COOKIE, { path: '/', secure })
}
