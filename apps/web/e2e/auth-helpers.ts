import { activatedAccount } from '@amply/e2e/accounts'
import { moveFocusTo } from '@amply/e2e/keyboard'
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test'
import { generate } from 'otplib'
import { expect } from './fixtures'

export { activatedAccount, mailedLink, newEmail, strongPassword } from '@amply/e2e/accounts'

/** What an account signs in with. */
interface Account {
  email: string
  password: string
}

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
export async function logIn(page: Page, account: Account) {
  // Scripts loaded (the form hydrated): a click before would submit the prerendered form natively.
  await page.goto('/auth/jwt/login', { waitUntil: 'networkidle' })
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/dashboard\/chat$/)
}

/** Logs the same account in from another browser (a second device), ending on chat. */
export async function secondDevice(browser: Browser, baseURL: string, account: Account) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await logIn(page, account)
  return { context, page }
}

/**
 * The authenticator's code of the next 30 s step: the step's own code was used to turn
 * two-step verification on, and a code works once.
 */
export const nextTotpCode = (secret: string) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 })

/** An address as the pages put it inside a sentence: in Unicode isolates, so Arabic keeps it whole. */
export const isolated = (address: string) => `\u2068${address}\u2069`

/**
 * A fresh activated account signed in through the API (no login page): the tokens the login
 * call answers are put where the website keeps them, and the page opens `path` signed in.
 */
export async function signInThroughApi(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  label: string,
  path: string,
) {
  const account = await activatedAccount(request, baseURL, label)
  const login = await page.request.post('/api/auth/clients/login', {
    data: { email: account.email, password: account.password, turnstile_response: '' },
  })
  if (!login.ok()) throw new Error(`login answered ${String(login.status())}`)
  const tokens = (await login.json()) as { access_token: string; refresh_token: string }
  await page.addInitScript((pair) => {
    if (localStorage.getItem('access_token') === null) {
      localStorage.setItem('access_token', pair.access_token)
      localStorage.setItem('refresh_token', pair.refresh_token)
    }
  }, tokens)
  await page.goto(path)
  return account
}
