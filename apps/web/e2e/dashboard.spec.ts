import { signIn } from './auth-helpers'
import { expect, test } from './fixtures'

const DAY_MS = 86_400_000
/** A new account's trial (spec: TRIAL_DAYS). */
const TRIAL_DAYS = 30

test('the plan banner tells a trial about to expire, with Upgrade Now', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'dashboard-banner')
  // The account's 30-day trial started before this line: twelve hours before it ends, or a
  // little less, in the browser's clock, core's rule says "about to expire".
  await page.clock.setFixedTime(Date.now() + TRIAL_DAYS * DAY_MS - DAY_MS / 2)
  await page.reload()
  const banner = page.getByRole('region', { name: 'Subscription' })
  await expect(banner).toContainText('Your free trial is about to expire')
  await expect(banner).toContainText('It ends in less than a day.')
  await expect(banner.getByRole('link', { name: 'Upgrade Now' })).toBeVisible()
})

test("a new trial's days left read the same in the sidebar and on the Plan page", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'dashboard-days-left')
  const banner = page.getByRole('region', { name: 'Subscription' })
  await expect(banner).toContainText(`${String(TRIAL_DAYS)} days left in your free trial`)
  await page.goto('/dashboard/user/account/plan')
  await expect(page.getByText(/^Valid until .*: \d+ days? left\.$/)).toHaveText(
    new RegExp(`: ${String(TRIAL_DAYS)} days left\\.$`),
  )
  await expect(banner).toContainText(`${String(TRIAL_DAYS)} days left in your free trial`)
})

// docs/product.md#workspace: a single Account link on screens up to 1367 px wide, one per tab
// above.
const tabLinks = ['Profile', 'Plan', 'Billing', 'Usage', 'Security']
for (const [width, links] of [
  [1280, ['Account']],
  [1367, ['Account']],
  [1368, tabLinks],
  [1440, tabLinks],
] as const) {
  test(`the account drawer at ${String(width)} px links ${links.join(', ')}`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const account = await signIn(page, request, baseURL ?? '', `dashboard-drawer-${String(width)}`)
    await page.getByRole('button', { name: 'Account', exact: true }).click()
    const drawer = page.getByRole('dialog')
    await expect(drawer).toContainText('Noor')
    await expect(drawer).toContainText(account.email)
    const nav = drawer.getByRole('navigation', { name: 'Account pages' })
    await expect(nav.getByRole('link')).toHaveText([...links])
    await expect(drawer.getByRole('button', { name: /Support/ })).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible()
    await nav.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/dashboard\/user\/account/)
    await expect(drawer).toBeHidden()
  })
}
