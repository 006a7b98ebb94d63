import type { ServerSaveResult } from '@amply/ui/app/mount-options'
import { browser } from 'wxt/browser'
import { normalizeServerUrl, originPattern, SERVER_URL_KEY } from './server-url'

/**
 * Saves the server the panel uses. Host access for that one server is asked for now, when the
 * user chooses it (never a broad permission); refused, nothing changes.
 */
export async function saveServerUrl(value: string): Promise<ServerSaveResult> {
  const url = normalizeServerUrl(value)
  if (!url) return 'invalid'
  const granted = await browser.permissions.request({ origins: [originPattern(url)] })
  if (!granted) return 'denied'
  await browser.storage.local.set({ [SERVER_URL_KEY]: url })
  return 'saved'
}
