/**
 * The first-party origins: the website and the browser extensions. Only they may refresh a
 * session from its cookie (CSRF) and receive tokens at login (return target).
 */
export function allowedOrigins(
  publicUrl: string,
  extensionOrigins: readonly string[],
): Set<string> {
  return new Set([new URL(publicUrl).origin, ...extensionOrigins])
}

/**
 * Whether a request may act on the session cookie: a browser names its Origin on a POST; when
 * it does not, Sec-Fetch-Site must say it came from the site itself. A request with neither
 * comes from outside a browser, where a cookie is no CSRF risk.
 */
export function isFirstPartyRequest(
  headers: { origin: string | undefined; fetchSite: string | undefined; host: string | undefined },
  origins: ReadonlySet<string>,
): boolean {
  if (headers.origin) {
    if (origins.has(headers.origin)) return true
    // The server's own origin (the website served by this process on another name or port).
    return headers.host !== undefined && originHost(headers.origin) === headers.host
  }
  if (headers.fetchSite) return headers.fetchSite === 'same-origin' || headers.fetchSite === 'none'
  return true
}

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host
  } catch {
    return undefined
  }
}

/** A return target gets tokens only on a first-party origin; anything else is refused. */
export function isAllowedReturnTarget(target: string, origins: ReadonlySet<string>): boolean {
  try {
    return origins.has(new URL(target).origin)
  } catch {
    return false
  }
}

/** The origin of a browser extension on the allow-list (not the website itself). */
export function isExtensionOrigin(
  origin: string | undefined,
  origins: ReadonlySet<string>,
): boolean {
  if (!origin || !origins.has(origin)) return false
  return origin.startsWith('chrome-extension://') || origin.startsWith('moz-extension://')
}

/**
 * A return target that may receive a session of its own (a hand-off): a page of an
 * allow-listed browser extension. The website never needs one: it has its own session.
 */
export function extensionReturnTarget(target: string, origins: ReadonlySet<string>): boolean {
  try {
    const url = new URL(target)
    return isExtensionOrigin(`${url.protocol}//${url.host}`, origins)
  } catch {
    return false
  }
}
