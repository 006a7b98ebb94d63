import { ensureChromium } from '@amply/e2e/chromium'
import { startServer } from '@amply/e2e/server'
import { extensionId } from './extension-id'

/** Starts the real server for the whole run, with the unpacked build's id allow-listed. */
export default async function globalSetup() {
  ensureChromium()
  const server = await startServer({ EXTENSION_IDS: extensionId })
  process.env.E2E_BASE_URL = server.url
  return server.stop
}
