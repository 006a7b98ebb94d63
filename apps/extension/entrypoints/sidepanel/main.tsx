import '@amply/ui/globals.css'
import { mountPanel } from '@amply/ui/app/mount-panel'
import { browser } from 'wxt/browser'
import { createPanelBridge } from '../../lib/panel-bridge'
import { createPanelSession } from '../../lib/panel-session'
import { readServerUrl, SERVER_URL_KEY } from '../../lib/server-url'

async function start() {
  const serverUrl = await readServerUrl()
  await mountPanel({
    createSession: (navigate, cache) =>
      Promise.resolve(createPanelSession(serverUrl, navigate, cache)),
    bridge: createPanelBridge(serverUrl),
  })
  // Another server chosen in the options: start again against it.
  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && SERVER_URL_KEY in changes) window.location.reload()
  })
}

start().catch((error: unknown) => {
  console.error('[Amply] the panel could not start', error)
})
