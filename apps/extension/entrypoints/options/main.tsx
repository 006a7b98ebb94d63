import '@amply/ui/globals.css'
import { mountOptions } from '@amply/ui/app/mount-options'
import { readServerUrl } from '../../lib/server-url'
import { saveServerUrl } from '../../lib/save-server-url'

async function start() {
  await mountOptions({ serverUrl: await readServerUrl(), saveServerUrl })
}

start().catch((error: unknown) => {
  console.error('[Amply] the options page could not start', error)
})
