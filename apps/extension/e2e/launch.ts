import path from 'node:path'
import { chromiumArgs, chromiumPath } from '@amply/e2e/chromium'
import { chromium } from '@playwright/test'

/** The unpacked Chrome build, exactly what a developer loads with "Load unpacked". */
export const extensionDir = path.resolve(import.meta.dirname, '../.output/chrome-mv3')

/** Debian's Chromium, headless, with only the unpacked build loaded. */
export function launchWithExtension(userDataDir: string) {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: [
      ...chromiumArgs,
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
    ],
  })
}
