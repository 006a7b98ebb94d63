import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromiumArgs, chromiumPath } from '@amply/e2e/chromium'
import { test as base, chromium } from '@playwright/test'
import type { BrowserContext } from '@playwright/test'

/** The unpacked Chrome build, exactly what a developer loads with "Load unpacked". */
export const extensionDir = path.resolve(import.meta.dirname, '../.output/chrome-mv3')

export const test = base.extend<{ context: BrowserContext; extensionId: string }>({
  context: async ({}, use) => {
    const userDataDir = mkdtempSync(path.join(tmpdir(), 'amply-extension-'))
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumPath(),
      headless: true,
      args: [
        ...chromiumArgs,
        `--disable-extensions-except=${extensionDir}`,
        `--load-extension=${extensionDir}`,
      ],
    })
    await use(context)
    await context.close()
    rmSync(userDataDir, { recursive: true, force: true })
  },
  extensionId: async ({ context }, use) => {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
    const id = new URL(worker.url()).host
    await use(id)
  },
})

export { expect } from '@playwright/test'
