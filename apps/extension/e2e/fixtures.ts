import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test as base, expect } from '@playwright/test'
import type { BrowserContext, Page, Worker } from '@playwright/test'
import { extensionId as fixedId } from './extension-id'
import { launchWithExtension } from './launch'

export { extensionDir } from './launch'

export const test = base.extend<{
  context: BrowserContext
  extensionId: string
  background: Worker
  /** Opens the side panel's page in a tab, against the test server. */
  openPanel: () => Promise<Page>
}>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL
    if (!url) throw new Error('E2E_BASE_URL is not set: global-setup did not start the server')
    await use(url)
  },
  context: async ({}, use) => {
    const userDataDir = mkdtempSync(path.join(tmpdir(), 'amply-extension-'))
    const context = await launchWithExtension(userDataDir)
    await use(context)
    await context.close()
    rmSync(userDataDir, { recursive: true, force: true })
  },
  background: async ({ context }, use) => {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
    await use(worker)
  },
  extensionId: async ({ background }, use) => {
    const id = new URL(background.url()).host
    expect(id).toBe(fixedId)
    await use(id)
  },
  openPanel: async ({ context, extensionId, background, baseURL }, use) => {
    // The server address the options page would store.
    await background.evaluate(
      (url) => chrome.storage.local.set({ 'amply.server_url': url }),
      baseURL ?? '',
    )
    await use(async () => {
      const page = await context.newPage()
      await page.goto(`chrome-extension://${extensionId}/sidepanel.html`)
      return page
    })
  },
})

export { expect }
