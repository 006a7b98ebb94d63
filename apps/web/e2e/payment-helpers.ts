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
