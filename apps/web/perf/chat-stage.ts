import { chromiumArgs, ensureChromium } from '@amply/e2e/chromium'
import { startServer } from '@amply/e2e/server'
import { chromium } from '@playwright/test'
import type { BrowserContext, Page } from '@playwright/test'
import { seedConversation } from './chat-scenario'
import { logIn, trialAccount } from './trial-account'

export interface ChatStage {
  serverUrl: string
  context: BrowserContext
  /** Signed in, on the workspace. */
  page: Page
}

/**
 * Where the chat's bench and its profilers run: the built site on the real server (its demo
 * provider streaming a piece per millisecond), Chromium at 1280×900, and a trial account
 * holding the long conversation, signed in. `beforeSignIn` runs first on the page (init
 * scripts must be in place before it loads). Stops the browser and the server after `run`.
 */
export async function onChatStage(
  label: string,
  run: (stage: ChatStage) => Promise<void>,
  beforeSignIn?: (page: Page) => Promise<void>,
) {
  const server = await startServer({ DEMO_STREAM_DELAY_MS: '1' })
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs })
  try {
    const email = await trialAccount(server.url, label)
    await seedConversation(server.url, email)
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await beforeSignIn?.(page)
    await logIn(page, server.url, email)
    await run({ serverUrl: server.url, context, page })
  } finally {
    await browser.close()
    await server.stop()
  }
}
