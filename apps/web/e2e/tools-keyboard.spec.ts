import path from 'node:path'
import { moveFocusTo, pickFiles, press, reach } from '@amply/e2e/keyboard'
import type { Locator, Page } from '@playwright/test'
import { signIn } from './auth-helpers'
import { answerDone, ask } from './chat-helpers'
import { expect, test } from './fixtures'

// Sharing, writing, translating, art and the reader again (share.spec.ts,
// write-translate.spec.ts, art-read.spec.ts), by the keyboard alone once signed in: no click,
// no hover, no fill. Against the real server.

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
  const question = page.getByRole('alertdialog', { name: 'Stop sharing this link?' })
  await expect(question.getByRole('button', { name: 'Keep sharing' })).toBeFocused()
  await press(page, question.getByRole('button', { name: 'Stop sharing' }))
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
  // The ideas make way for the idea: the field it is for takes the focus.
  await expect(page.getByLabel('What should it say?')).toBeFocused()
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

/**
 * Moves the focus along a group of choices with the arrow keys to `choice`, which takes it, as
 * in any radio group.
 */
async function choose(page: Page, choice: Locator) {
  // The group of choices is the choice's parent.
  const group = choice.locator('xpath=..')
  const focusIn = () => group.evaluate((element) => element.contains(document.activeElement))
  for (let presses = 0; presses < 80 && !(await focusIn()); presses += 1) {
    await page.keyboard.press('Tab')
  }
  await moveFocusTo(page, choice, 12, 'ArrowRight')
  await expect(choice).toBeChecked()
}

test('art: describe, choose a style and a size, generate, open it from the gallery', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'art-keys')
  await page.goto('/dashboard/art')
  await reach(page, page.getByLabel('Describe your image'))
  await page.keyboard.type('A lighthouse at dawn')
  await choose(page, page.getByRole('radio', { name: 'Watercolour' }))
  await choose(page, page.getByRole('radio', { name: '16:9 (1792X1024)' }))
  await press(page, page.getByRole('button', { name: 'Generate image' }))
  const latest = page.getByRole('region', { name: 'Just created' })
  await expect(
    latest.getByRole('img', { name: 'Generated image: A lighthouse at dawn' }),
  ).toBeVisible()

  await page.reload()
  const gallery = page.getByRole('region', { name: 'Your gallery' })
  await press(page, gallery.getByRole('button', { name: 'Generated image: A lighthouse at dawn' }))
  const viewer = page.getByRole('dialog')
  await expect(viewer.getByText('Watercolour')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
})

test('read: choose a document, ask about it, open the part an answer cites', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'read-keys')
  await page.goto('/dashboard/read')
  // The system's file picker, where a keyboard user picks the file.
  await pickFiles(
    page,
    page.getByRole('button', { name: 'Choose a document' }),
    path.join(import.meta.dirname, 'files', 'lighthouse.pdf'),
  )
  const answers = page.locator('[data-slot="read-answer"]')
  // The summary written (its Copy button shows): a question waits for it.
  await expect(answers.first().getByRole('button', { name: 'Copy' })).toBeVisible()

  await reach(page, page.getByLabel('Ask about the document'))
  await page.keyboard.type('Who keeps the lighthouse?')
  await page.keyboard.press('Enter')
  const answer = answers.nth(1)
  await expect(answer).toContainText('You asked: "Who keeps the lighthouse?"')
  await press(page, answer.getByRole('button', { name: 'Part 1' }))
  await expect(page.getByRole('dialog', { name: 'Part 1' })).toContainText(
    'Ada Morgan keeps the lighthouse',
  )
})
