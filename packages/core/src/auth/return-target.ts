import type { TokenPair } from '@amply/api/entities/auth'

/**
 * The origin of an absolute URL, also for extension pages (`chrome-extension://id`,
 * `moz-extension://id`), whose WHATWG `origin` is "null" outside the browser.
 */
function originOf(url: URL): string {
  return `${url.protocol}//${url.host}`
}

function parseAbsolute(target: string): URL | null {
  try {
    return new URL(target)
  } catch {
    return null
  }
}

/**
 * A return target that may receive the session: an absolute URL whose origin is on the
 * allow-list (the web app, the browser extensions). Anything else (another site, a relative
 * path, a script URL) is refused with null, and no token leaves.
 */
export function allowedReturnTarget(target: string, allowedOrigins: readonly string[]): URL | null {
  const url = parseAbsolute(target)
  if (!url?.host) return null
  const allowed = allowedOrigins.map(parseAbsolute).filter((origin) => origin !== null)
  return allowed.some((origin) => originOf(origin) === originOf(url)) ? url : null
}

/** The return target with the session in its query: access_token, refresh_token, expires_at. */
export function returnTargetWithTokens(target: URL, pair: TokenPair): string {
  const url = new URL(target)
  url.searchParams.set('access_token', pair.access_token)
  url.searchParams.set('refresh_token', pair.refresh_token)
  url.searchParams.set('expires_at', String(pair.expires_at))
  return url.toString()
}
