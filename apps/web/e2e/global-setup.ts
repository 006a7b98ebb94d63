import { ensureChromium } from '@amply/e2e/chromium'
import { startServer } from '@amply/e2e/server'
import { createOperatorAccount, operatorEmail } from './operator-account'

/** Starts the real server (API + built web app) on a free port for the whole run. */
export default async function globalSetup() {
  ensureChromium()
  // One operator account (admin at sign-in) for the payment specs' admin pages.
  const server = await startServer({ ADMIN_EMAILS: operatorEmail })
  process.env.E2E_BASE_URL = server.url
  process.env.E2E_REDIS_URL = server.redisUrl
  await createOperatorAccount(server.url)
  return server.stop
}
