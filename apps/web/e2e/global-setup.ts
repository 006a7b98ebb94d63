import { ensureChromium } from '@amply/e2e/chromium'
import { startServer } from '@amply/e2e/server'

/** Starts the real server (API + built web app) on a free port for the whole run. */
export default async function globalSetup() {
  ensureChromium()
  const server = await startServer()
  process.env.E2E_BASE_URL = server.url
  return server.stop
}
