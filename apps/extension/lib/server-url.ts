import { browser } from 'wxt/browser'

/** Where the chosen server address is kept (the options page writes it). */
export const SERVER_URL_KEY = 'amply.server_url'

/** The server the build was made for; set WXT_SERVER_URL when building for a deployment. */
export const defaultServerUrl = normalizeServerUrl(
  import.meta.env.WXT_SERVER_URL ?? 'http://localhost:3000',
)

/** An http(s) address reduced to its origin (no path, no trailing slash), or null. */
export function normalizeServerUrl(value: string): string | null {
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}

/** The server the panel talks to: the one chosen in the options, else the build's. */
export async function readServerUrl(): Promise<string> {
  const stored = (await browser.storage.local.get(SERVER_URL_KEY))[SERVER_URL_KEY]
  const chosen = typeof stored === 'string' ? normalizeServerUrl(stored) : null
  return chosen ?? defaultServerUrl ?? 'http://localhost:3000'
}

/** The match pattern of a server's address, for its host permission. */
export function originPattern(serverUrl: string): string {
  return `${new URL(serverUrl).origin}/*`
}
