import { sitePathOf } from '@amply/api/entities/auth'

/**
 * A `returnTo` the guards may follow: a path of this site only ("/dashboard/chat?x=1"), never
 * another origin ("https://…", "//evil.example", "/\\evil.example"). Anything else is null.
 */
export const safeReturnPath = sitePathOf

/** The login path that brings the visitor back to `path` afterwards. */
export function loginPathReturningTo(loginPath: string, path: string): string {
  return `${loginPath}?${new URLSearchParams({ returnTo: path }).toString()}`
}

/** Where a sign-in sends the visitor: a path of this site, or another first-party client. */
export type ReturnDestination =
  | { kind: 'path'; path: string }
  /** An absolute URL off this site (a browser extension): core checks its allow-list. */
  | { kind: 'target'; url: string }

/**
 * Reads `returnTo`: a path of this site, or an absolute URL. An absolute URL of this site
 * becomes its path (no tokens in our own address bar); any other absolute http(s) or
 * extension URL is a return target for core to check. Anything else is null (go to chat).
 */
export function returnDestination(
  returnTo: string | null | undefined,
  siteOrigin: string,
): ReturnDestination | null {
  const path = safeReturnPath(returnTo)
  if (path) return { kind: 'path', path }
  if (!returnTo) return null
  let url: URL
  try {
    url = new URL(returnTo)
  } catch {
    return null
  }
  if (!/^(https?|chrome-extension|moz-extension):$/.test(url.protocol) || !url.host) return null
  if (`${url.protocol}//${url.host}` === siteOrigin) {
    return { kind: 'path', path: `${url.pathname}${url.search}${url.hash}` }
  }
  return { kind: 'target', url: url.href }
}

/** `returnTo` as the server's OAuth start takes it: absolute, so that it survives the trip. */
export function absoluteReturnTo(
  destination: ReturnDestination | null,
  siteOrigin: string,
): string | undefined {
  if (!destination) return undefined
  return destination.kind === 'path' ? `${siteOrigin}${destination.path}` : destination.url
}
