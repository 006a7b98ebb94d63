import { press, reach, typeInto } from '@amply/e2e/keyboard'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * The test server builds the gateway's links from its PUBLIC_URL (the default, as nothing sets
 * it), not from the address it listens on: the browser is sent on to the server under test
 * with the same path, as a person's browser would reach the real site.
 */
const publicUrl = 'http://localhost:3000'

export async function followPublicUrl(page: Page, baseURL: string) {
  await page.context().route(`${publicUrl}/**`, async (route) => {
    const url = new URL(route.request().url())
    await route.fulfill({
      status: 302,
      headers: { location: `${baseURL}${url.pathname}${url.search}` },
    })
  })
}

/** Fills the checkout's new billing address (a fresh account has none). */
export async function addBillingAddress(page: Page) {
  const form = page.getByRole('form', { name: 'New billing address' })
  await form.getByLabel('Full name or company').fill('Noor Haddad')
  await form.getByLabel('Address', { exact: true }).fill('12 Harbour Street')
  await form.getByLabel('City').fill('Lyon')
  await form.getByLabel('Country').selectOption('FR')
  await form.getByRole('button', { name: 'Save address' }).click()
  await expect(page.getByRole('radio', { name: /Noor Haddad/ })).toBeChecked()
}

/** The checkout's new billing address again, by the keyboard alone. */
export async function addBillingAddressByKeyboard(page: Page) {
  const form = page.getByRole('form', { name: 'New billing address' })
  await typeInto(page, form.getByLabel('Full name or company'), 'Noor Haddad')
  await typeInto(page, form.getByLabel('Address', { exact: true }), '12 Harbour Street')
  await typeInto(page, form.getByLabel('City'), 'Lyon')
  // A closed list takes the first letters of its choice.
  await reach(page, form.getByLabel('Country'))
  await page.keyboard.type('France')
  await expect(form.getByLabel('Country')).toHaveValue('FR')
  await press(page, form.getByRole('button', { name: 'Save address' }))
  await expect(page.getByRole('radio', { name: /Noor Haddad/ })).toBeChecked()
}

/** Opens the account drawer and answers it (close it with Escape). */
export async function openAccountDrawer(page: Page) {
  await page.getByRole('button', { name: 'Account', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: 'Noor' })
  await expect(drawer).toBeVisible()
  return drawer
}

/** On the checkout with a plan chosen: pays on the test gateway and ends on the status page. */
export async function payOnTestGateway(page: Page, outcome: 'pay' | 'decline') {
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page.getByRole('heading', { name: 'Amply test checkout' })).toBeVisible()
  await page
    .getByRole('button', { name: outcome === 'pay' ? /^Pay / : 'Decline the payment' })
    .click()
  await expect(page).toHaveURL(/\/client\/payment\/status\?payment_id=/)
}

/** Pays on the test gateway by the keyboard alone, and ends on the status page. */
export async function payByKeyboard(page: Page) {
  await press(page, page.getByRole('button', { name: /^Pay / }))
  await expect(page.getByRole('heading', { name: 'Amply test checkout' })).toBeVisible()
  await press(page, page.getByRole('button', { name: /^Pay / }))
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
}

/** The operator of the run (global setup): its address and password. */
export function operator() {
  const email = process.env.E2E_OPERATOR_EMAIL
  if (!email) throw new Error('E2E_OPERATOR_EMAIL is not set: global-setup made no operator')
  return { email, password: 'Lilac-Harbour-42!' }
}

/** An access token of `account`, from the login call (for the API calls a test makes). */
export async function accessToken(
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const response = await request.post('/api/auth/clients/login', {
    data: { ...account, turnstile_response: '' },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { access_token: string }).access_token
}

/**
 * Sets a plan's daily allowance of a credit group through the admin API, its monthly one
 * kept: a test that edits the seeded catalogue puts the figure back with it, as other specs
 * see that catalogue.
 */
export async function setDailyLimit(
  request: APIRequestContext,
  planKey: string,
  group: string,
  dailyLimit: number,
) {
  const admin = await accessToken(request, operator())
  const plans = (await (await request.get('/api/client/plans')).json()) as {
    id: string
    key: string
    credits: { query_credit_group_name: string; monthly_limit: number }[]
  }[]
  const plan = plans.find((candidate) => candidate.key === planKey)
  const credit = plan?.credits.find((candidate) => candidate.query_credit_group_name === group)
  const response = await request.post('/api/admin/plan/credit', {
    headers: { authorization: `Bearer ${admin}` },
    data: {
      plan_id: plan?.id,
      query_credit_group_name: group,
      daily_limit: dailyLimit,
      monthly_limit: credit?.monthly_limit,
    },
  })
  expect(response.ok()).toBe(true)
}

/**
 * Two 50 % promo codes made by the operator for one test: `HALF…`, valid, and `OLD…`, expired.
 * Answers their names.
 */
export async function halfPriceCodes(request: APIRequestContext) {
  const admin = await accessToken(request, operator())
  const suffix = Date.now().toString(36).toUpperCase()
  const codes = { valid: `HALF${suffix}`, expired: `OLD${suffix}` }
  for (const [code, extra] of [
    [codes.valid, {}],
    [codes.expired, { expires_at: '2020-01-01T00:00:00Z' }],
  ] as const) {
    const response = await request.post('/api/admin/promocode', {
      headers: { authorization: `Bearer ${admin}` },
      data: { code, kind: 'percent', percent_off: 50, ...extra },
    })
    expect(response.status()).toBe(201)
  }
  return codes
}
