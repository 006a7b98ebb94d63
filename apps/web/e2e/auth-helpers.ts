import { activatedAccount } from '@amply/e2e/accounts'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect } from './fixtures'
import { moveFocusTo } from './keyboard-helpers'

export { activatedAccount, mailedLink, newEmail, strongPassword } from '@amply/e2e/accounts'

/**
 * Moves the focus with Tab, as a keyboard user does, until `target` has it. Fails when it is
 * not reached within `limit` presses.
 */
export const tabTo = (page: Page, target: Locator, limit = 25) => moveFocusTo(page, target, limit)

/**
 * A fresh activated account, logged in through the login page: the page ends on chat. Every
 * signed-in spec starts here, so each test has its own account and history.
 */
export async function signIn(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  label: string,
) {
  const account = await activatedAccount(request, baseURL, label)
  await logIn(page, account)
  return account
}

/** Logs an existing account in through the login page: the page ends on chat. */
export async function logIn(page: Page, account: { email: string; password: string }) {
  // Scripts loaded (the form hydrated): a click before would submit the prerendered form natively.
  await page.goto('/auth/jwt/login', { waitUntil: 'networkidle' })
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/dashboard\/chat$/)
}

/** An address as the pages put it inside a sentence: in Unicode isolates, so Arabic keeps it whole. */
export const isolated = (address: string) => `\u2068${address}\u2069`
