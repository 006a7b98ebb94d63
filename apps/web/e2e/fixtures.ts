import { visitorAddress } from '@amply/e2e/accounts'
import { test as base } from '@playwright/test'
import type { BrowserContext, Page } from '@playwright/test'

const notWaitedFor = new WeakSet<Page>()
const waited = new WeakSet<Page>()

/** For a test that loads a page whose app never runs (its scripts blocked). */
export function dontWaitForTheApp(page: Page) {
  notWaitedFor.add(page)
}

/**
 * After `page.goto` and `page.reload`, waits until the app answers input (`<html
 * data-interactive>`, set by mountSite). A prerendered page shows its buttons before its
 * JavaScript has run, and a click then is lost: on a busy machine that made tests flaky.
 */
function waitForInteractive(page: Page) {
  if (waited.has(page)) return
  waited.add(page)
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  const interactive = async () => {
    if (notWaitedFor.has(page) || (await page.locator('#root').count()) === 0) return
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
  }
  page.goto = async (...args) => {
    const response = await goto(...args)
    await interactive()
    return response
  }
  page.reload = async (...args) => {
    const response = await reload(...args)
    await interactive()
    return response
  }
}

function waitInEveryPage(context: BrowserContext) {
  for (const page of context.pages()) waitForInteractive(page)
  context.on('page', waitForInteractive)
}

export const test = base.extend({
  /** `baseURL` is the server that global-setup started (its port is only known then). */
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL
    if (!url) throw new Error('E2E_BASE_URL is not set: global-setup did not start the server')
    await use(url)
  },
  /**
   * Each test's browser is a visitor of its own (its address in X-Forwarded-For, which the e2e
   * server trusts from loopback): the server's limits per address, such as 100 logins in 15
   * minutes, are then one visitor's, not the whole suite's (it logs in more often than that).
   */
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': visitorAddress() })
  },
  context: async ({ context }, use) => {
    waitInEveryPage(context)
    await use(context)
  },
  // Contexts a test opens itself (another visitor, another language) wait the same way.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (...args) => {
        const context = await newContext(...args)
        waitInEveryPage(context)
        return context
      }
      await use(browser)
    },
    { scope: 'worker' },
  ],
})

export { expect } from '@playwright/test'
