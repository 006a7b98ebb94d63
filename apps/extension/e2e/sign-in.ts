import { activatedAccount } from '@amply/e2e/accounts'
import { moveFocusTo } from '@amply/e2e/keyboard'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './fixtures'

/** Signs in on the panel's own sign-in screen; it ends on chat's composer. */
export async function signInOnPanel(panel: Page, account: { email: string; password: string }) {
  await expect(panel.getByRole('heading', { name: 'Sign in to Amply' })).toBeVisible()
  await panel.getByLabel('Email').fill(account.email)
  await panel.getByLabel('Password', { exact: true }).fill(account.password)
  await panel.getByRole('button', { name: 'Log in' }).click()
  await expect(panel.getByRole('textbox', { name: 'Message' })).toBeVisible()
}

/**
 * The same sign-in by the keyboard alone: the form's controls come first on the screen, so a
 * few Tabs reach each (a tight limit: a field pushed far down the order fails here).
 */
export async function signInOnPanelByKeyboard(
  panel: Page,
  account: { email: string; password: string },
) {
  await expect(panel.getByRole('heading', { name: 'Sign in to Amply' })).toBeVisible()
  await moveFocusTo(panel, panel.getByLabel('Email'), 5)
  await panel.keyboard.type(account.email)
  await moveFocusTo(panel, panel.getByLabel('Password', { exact: true }), 3)
  await panel.keyboard.type(account.password)
  // Past the show-password toggle.
  await moveFocusTo(panel, panel.getByRole('button', { name: 'Log in' }), 3)
  await panel.keyboard.press('Enter')
  await expect(panel.getByRole('textbox', { name: 'Message' })).toBeVisible()
}

/** A new activated account, signed in on a freshly opened panel. */
export async function signedInPanel(
  openPanel: () => Promise<Page>,
  request: APIRequestContext,
  baseURL: string | undefined,
  label: string,
) {
  const account = await activatedAccount(request, baseURL ?? '', label)
  const panel = await openPanel()
  await signInOnPanel(panel, account)
  return { account, panel }
}
