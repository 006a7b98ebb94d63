import { moveFocusTo, pickFiles, reach } from '@amply/e2e/keyboard'
import type { Page } from '@playwright/test'
import { signIn, tabTo } from './auth-helpers'
import { answerDone, answers, modelPicker, questions } from './chat-helpers'
import { expect, test } from './fixtures'
import { onePixelPng } from './picture-helpers'

// The chat's flows of chat.spec.ts again, by the keyboard alone: no click, no hover, no fill.
// Against the real server and its demo provider.

/** Types a question into the composer (reached with Tab) and sends it with Enter. */
async function askByKeyboard(page: Page, question: string) {
  await reach(page, page.locator('form[data-slot="composer"]').getByRole('textbox'))
  await page.keyboard.type(question)
  await page.keyboard.press('Enter')
  await answerDone(page)
}

/** Opens a menu item of a conversation's actions with Enter and the arrow keys. */
async function chooseAction(page: Page, conversation: string, item: string) {
  await reach(page, page.getByRole('button', { name: `Actions for ${conversation}` }))
  await page.keyboard.press('Enter')
  const wanted = page.getByRole('menuitem', { name: item })
  await moveFocusTo(page, wanted, 5, 'ArrowDown')
  await page.keyboard.press('Enter')
}

test('versions of an answer and of a question, by the keyboard alone', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'chat-keys-branches')
  await askByKeyboard(page, 'Name a colour')

  await reach(page, answers(page).last().getByRole('button', { name: 'Regenerate' }))
  await page.keyboard.press('Enter')
  await answerDone(page)
  const answerVersions = answers(page).last().getByRole('group', { name: 'Versions' })
  await expect(answerVersions).toContainText('2/2')
  await reach(page, answerVersions.getByRole('button', { name: 'Previous version' }))
  await page.keyboard.press('Enter')
  await expect(answers(page).last().getByRole('group', { name: 'Versions' })).toContainText('1/2')

  await reach(page, questions(page).last().getByRole('button', { name: 'Edit' }))
  await page.keyboard.press('Enter')
  const editor = page.getByRole('textbox', { name: 'Edit your message' })
  await expect(editor).toBeFocused()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('Name a fruit')
  await reach(page, page.getByRole('button', { name: 'Send', exact: true }).first())
  await page.keyboard.press('Enter')
  await answerDone(page)
  await expect(answers(page).last()).toContainText('You asked: "Name a fruit"')
  const questionVersions = questions(page).last().getByRole('group', { name: 'Versions' })
  await expect(questionVersions).toContainText('2/2')
})

test('history: open, rename and delete a conversation, by the keyboard alone', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'chat-keys-history')
  await askByKeyboard(page, 'Plan a trip to Lisbon')
  await page.keyboard.press('ControlOrMeta+Shift+O')
  await expect(answers(page)).toHaveCount(0)
  await askByKeyboard(page, 'Explain photosynthesis')

  const history = page.getByRole('navigation', { name: 'Conversations' })
  await reach(page, history.getByRole('link', { name: 'Plan a trip to Lisbon', exact: true }))
  await page.keyboard.press('Enter')
  await expect(questions(page).last()).toContainText('Plan a trip to Lisbon')

  await chooseAction(page, 'Plan a trip to Lisbon', 'Rename')
  const name = page.getByRole('textbox', { name: 'New name' })
  await expect(name).toBeFocused()
  await page.keyboard.type('Weekend in Lisbon')
  await page.keyboard.press('Enter')
  await expect(history.getByText('Weekend in Lisbon')).toBeVisible()

  await chooseAction(page, 'Weekend in Lisbon', 'Delete')
  const dialog = page.getByRole('alertdialog')
  await tabTo(page, dialog.getByRole('button', { name: 'Delete' }), 5)
  await page.keyboard.press('Enter')
  await expect(history.getByText('Weekend in Lisbon')).toBeHidden()
  await expect(history.getByText('Explain photosynthesis')).toBeVisible()
})

test('an image attached through the file picker goes to the multimodal model', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'chat-keys-image')
  // The model picker: opened with Enter, its models gone through with the arrow keys.
  await reach(page, modelPicker(page))
  await page.keyboard.press('Enter')
  const gemini = page.getByRole('menuitemradio', { name: /^Gemini 2\.5 Flash/ })
  await moveFocusTo(page, gemini, 30, 'ArrowDown')
  await page.keyboard.press('Enter')
  await expect(modelPicker(page)).toContainText('Gemini 2.5 Flash')

  // The system's file picker, where a keyboard user picks the file.
  await pickFiles(page, page.getByRole('button', { name: 'Attach files' }), {
    name: 'pixel.png',
    mimeType: 'image/png',
    buffer: onePixelPng,
  })
  await expect(page.getByRole('list', { name: 'Attachments' })).toContainText('Ready')
  await askByKeyboard(page, 'What is in this picture?')
  await expect(answers(page).last()).toContainText('With 1 image.')
})
