import type { Page } from '@playwright/test'

/**
 * When the composer of `page` (the website's chat, the side panel) first exists and takes
 * typing, ms since the navigation started: polled on every animation frame from the page's
 * first moment, so at worst a frame late. Call it right after a `goto` that waits only for the
 * navigation to commit.
 */
export async function composerReadyAt(page: Page): Promise<number> {
  const ready = await page.waitForFunction(
    () => {
      const box = document.querySelector('textarea[aria-label="Message"]')
      return box instanceof HTMLTextAreaElement && !box.disabled ? performance.now() : false
    },
    undefined,
    { polling: 'raf', timeout: 120_000 },
  )
  return Math.round(Number(await ready.jsonValue()))
}
