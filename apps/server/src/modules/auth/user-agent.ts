import { extensionBrowser, unknownBrowser, unknownDevice } from '@amply/api/entities/session'

/** First match wins: Edge and Opera also say Chrome, Chrome also says Safari. */
const browsers: [marker: string, name: string][] = [
  ['Edg/', 'Edge'],
  ['OPR/', 'Opera'],
  ['Firefox/', 'Firefox'],
  ['Chrome/', 'Chrome'],
  ['Safari/', 'Safari'],
]

/** iPhone and iPad also say Mac OS X, Android also says Linux. */
const devices: [marker: string, name: string][] = [
  ['iPhone', 'iPhone'],
  ['iPad', 'iPad'],
  ['Android', 'Android'],
  ['Windows', 'Windows'],
  ['Macintosh', 'Mac'],
  ['CrOS', 'ChromeOS'],
  ['Linux', 'Linux'],
]

const firstMatch = (ua: string, rules: [string, string][], fallback: string) =>
  rules.find(([marker]) => ua.includes(marker))?.[1] ?? fallback

/** A person-readable device and browser from a User-Agent header (for the sessions page). */
export function describeUserAgent(userAgent: string | undefined): {
  device: string
  browser: string
} {
  const ua = userAgent ?? ''
  return {
    device: firstMatch(ua, devices, unknownDevice),
    browser: firstMatch(ua, browsers, unknownBrowser),
  }
}

/**
 * The device and browser of a session, for the sessions page; the browser extension's own
 * session is named after it, so it shows apart from the website open in the same browser.
 */
export function describeClient(client: { userAgent: string | undefined; app?: 'extension' }): {
  device: string
  browser: string
} {
  const described = describeUserAgent(client.userAgent)
  if (client.app !== 'extension') return described
  return { ...described, browser: extensionBrowser(described.browser) }
}
