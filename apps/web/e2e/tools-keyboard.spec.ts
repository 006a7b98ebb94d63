import type { Locator, Page } from '@playwright/test'
import { signIn, tabTo } from './auth-helpers'
import { answerDone, ask } from './chat-helpers'
import { expect, test } from './fixtures'

// Sharing, writing and translating again (share.spec.ts, write-translate.spec.ts), by the
// keyboard alone once signed in: no click, no hover, no fill. Against the real server.

/** The workspace holds many controls before the one wanted: more presses than a form needs. */
const reach = (page: Page, target: Locator) => tabTo(page, target, 80)

/** Reaches a button with Tab and presses it with Enter. */
async function press(page: Page, button: Locator) {
  await reach(page, button)
  await page.keyboard.press('Enter')
}

test('share a conversation: create the link, copy it, stop sharing', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page, request, baseURL ?? '', 'share-keys')
  await ask(page, 'Suggest a name for a bakery')
  await answerDone(page)

  await press(page, page.getByRole('button', { name: 'Share', exact: true }))
  const dialog = page.getByRole('dialog', { name: 'Share this conversation' })
  await press(page, dialog.getByRole('button', { name: 'Create link' }))
  const link = dialog.getByRole('textbox', { name: 'Link' })
  await expect(link).toHaveValue(/\/share\/chat\//)
  await press(page, dialog.getByRole('button', { name: /^Copy/ }))
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe(await link.inputValue())

  await press(page, dialog.getByRole('button', { name: 'Stop sharing' }))
  await press(page, dialog.getByRole('group').getByRole('button', { name: 'Stop sharing' }))
  await expect(dialog.getByRole('button', { name: 'Create link' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('write from an idea, then translate a text and swap the languages', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'tools-keys')
  await page.goto('/dashboard/write')
  await press(page, page.getByRole('button', { name: 'Thank-you email' }))
  await expect(page.getByRole('radio', { name: 'Email' })).toBeChecked()
  await press(page, page.getByRole('button', { name: 'Write', exact: true }))
  const written = page.getByRole('region', { name: 'Result' }).first()
  await expect(written.getByRole('button', { name: 'Copy' })).toBeVisible()
  await expect(written).toContainText('Thank the team for their help on the project launch.')

  await page.goto('/dashboard/translate')
  const french = 'Bonjour, je voudrais réserver une table pour deux personnes ce soir.'
  await reach(page, page.getByLabel('Text to translate'))
  await page.keyboard.type(french)
  await expect(
    page.getByRole('button', { name: 'Translate from: French (detected)' }),
  ).toBeVisible()
  await press(page, page.getByRole('button', { name: 'Translate', exact: true }))
  const translated = page.getByRole('region', { name: 'Result' }).first()
  await expect(translated.getByRole('button', { name: 'Copy' })).toBeVisible()
  await expect(translated).toContainText(french)
  await press(page, page.getByRole('button', { name: 'Swap languages' }))
  await expect(page.getByRole('button', { name: 'Translate into: French' })).toBeVisible()
  await expect(page.getByLabel('Text to translate')).toHaveValue(/offline demo provider/)
})
