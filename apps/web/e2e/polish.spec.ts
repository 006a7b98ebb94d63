import type { Page } from '@playwright/test'
import { signIn } from './auth-helpers'
import { expect, test } from './fixtures'

/**
 * Waits until none of the page's requests has been in flight for half a second (what a pointer
 * started loading has arrived). Playwright's `networkidle` load state is reached once per page
 * load: waiting for it later returns at once.
 */
function networkQuiet(page: Page) {
  let inFlight = 0
  let changedAt = Date.now()
  const change = (by: number) => () => {
    inFlight += by
    changedAt = Date.now()
  }
  page.on('request', change(1))
  page.on('requestfinished', change(-1))
  page.on('requestfailed', change(-1))
  return () => expect.poll(() => inFlight === 0 && Date.now() - changedAt >= 500).toBe(true)
}

test('an account tab pointed at opens without a wait: no skeleton shows', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'polish-tabs')
  await page.goto('/dashboard/user/account/profile', { waitUntil: 'networkidle' })
  const tabs = page.getByRole('navigation', { name: 'Account sections' })
  const quiet = networkQuiet(page)
  // Records any skeleton the main area draws from now on.
  await page.evaluate(() => {
    const seen = { skeleton: false }
    Object.assign(window, { seen })
    new MutationObserver(() => {
      if (document.querySelector('main [data-slot="skeleton"]')) seen.skeleton = true
    }).observe(document.body, { childList: true, subtree: true })
  })
  for (const tab of ['Plan', 'Sessions', 'Plan']) {
    await tabs.getByRole('link', { name: tab }).hover()
    await quiet()
    await tabs.getByRole('link', { name: tab }).click()
    await expect(tabs.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page')
  }
  await expect(page.getByText(/^Valid until /)).toBeVisible()
  expect(
    await page.evaluate(() => (window as unknown as { seen: { skeleton: boolean } }).seen),
  ).toEqual({
    skeleton: false,
  })
})

test('translate names its character count', async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? '', 'polish-counter')
  await page.goto('/dashboard/translate')
  await page.getByLabel('Text to translate').fill('Bonjour')
  await expect(page.getByText('7 characters', { exact: true })).toBeVisible()
  await page.getByLabel('Text to translate').fill('a')
  await expect(page.getByText('1 character', { exact: true })).toBeVisible()
})

test('a finished text shows from its top on a phone', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 700 })
  await signIn(page, request, baseURL ?? '', 'polish-write-top')
  await page.goto('/dashboard/write')
  await page
    .getByLabel('What should it say?')
    .fill(`[demo:echo] ${Array.from({ length: 120 }, (_, i) => `word${String(i + 1)}`).join(' ')}`)
  await page.getByRole('button', { name: 'Write', exact: true }).click()
  const result = page.getByRole('region', { name: 'Result' }).first()
  await expect(result.getByRole('button', { name: 'Copy' })).toBeVisible()
  // Settled (a smooth scroll ends): the result's top is on screen, not above it.
  await expect
    .poll(async () => {
      const box = await result.boundingBox()
      return box !== null && box.y >= 0 && box.y < 700
    })
    .toBe(true)
})
