import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** Shares the conversation on screen through the Share dialog: the link's path, and the dialog. */
export async function createShareLink(page: Page) {
  await page.getByRole('button', { name: 'Share', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Share this conversation' })
  await dialog.getByRole('button', { name: 'Create link' }).click()
  const link = dialog.getByRole('textbox', { name: 'Link' })
  await expect(link).toHaveValue(/\/share\/chat\//)
  return { path: new URL(await link.inputValue()).pathname, dialog }
}
