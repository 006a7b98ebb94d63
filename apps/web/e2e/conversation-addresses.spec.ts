import path from 'node:path'
import { signIn } from './auth-helpers'
import { answerDone, answers, ask, questions } from './chat-helpers'
import { expect, test } from './fixtures'

// Every stored conversation has its own address (docs/decisions.md, "Conversation addresses").

const conversationAddress = /\/dashboard\/chat\/([0-9a-f-]{36})$/

test('a conversation keeps its address through a reload and a new tab; Back returns to the one before', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'chat-addresses')
  await page.goto('/dashboard/chat')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await ask(page, 'Plan a trip to Lisbon')
  await answerDone(page)
  // Named by the server, the conversation takes its address in place of the empty one.
  await expect(page).toHaveURL(conversationAddress)
  const lisbon = page.url()

  await page.reload()
  await expect(questions(page)).toHaveText(['Plan a trip to Lisbon'])
  await expect(answers(page)).toHaveCount(1)

  const tab = await page.context().newPage()
  await tab.goto(lisbon)
  await expect(questions(tab)).toHaveText(['Plan a trip to Lisbon'])
  await tab.close()

  await page.getByRole('button', { name: 'New chat' }).first().click()
  await expect(page).toHaveURL(/\/dashboard\/chat$/)
  await expect(questions(page)).toHaveCount(0)
  await ask(page, 'Explain photosynthesis')
  await answerDone(page)
  await expect(page).toHaveURL(conversationAddress)
  expect(page.url()).not.toBe(lisbon)

  // The empty page was replaced by the new conversation: Back leads to Lisbon, Forward back.
  await page.goBack()
  await expect(page).toHaveURL(lisbon)
  await expect(questions(page)).toHaveText(['Plan a trip to Lisbon'])
  await page.goForward()
  await expect(questions(page)).toHaveText(['Explain photosynthesis'])

  // History items are links to the addresses.
  const history = page.getByRole('navigation', { name: 'Conversations' })
  const link = history.getByRole('link', { name: 'Plan a trip to Lisbon', exact: true })
  await expect(link).toHaveAttribute('href', new URL(lisbon).pathname)
  await link.click()
  await expect(page).toHaveURL(lisbon)
  await expect(questions(page)).toHaveText(['Plan a trip to Lisbon'])
})

test("a deleted conversation's address says it is not found, with a way to a new chat", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'chat-address-gone')
  await page.goto('/dashboard/chat')
  await ask(page, 'Name a colour')
  await answerDone(page)
  await expect(page).toHaveURL(conversationAddress)
  const address = page.url()

  const history = page.getByRole('navigation', { name: 'Conversations' })
  await page.getByRole('button', { name: 'Actions for Name a colour' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(history.getByText('Name a colour')).toBeHidden()

  await page.goto(address)
  const notFound = page.getByRole('alert').filter({ hasText: 'no longer available' })
  await expect(
    notFound.getByRole('heading', { name: 'This conversation is no longer available.' }),
  ).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0)
  await notFound.getByRole('link', { name: 'New chat' }).click()
  await expect(page).toHaveURL(/\/dashboard\/chat$/)
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible()
})

test('Read lists past readings, which reopen with their document, summary and answers', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'read-past')
  await page.goto('/dashboard/read')
  await page
    .locator('input[type="file"]')
    .setInputFiles(path.join(import.meta.dirname, 'files', 'lighthouse.pdf'))
  const readAnswers = page.locator('[data-slot="read-answer"]')
  await expect(readAnswers.first()).toContainText('offline demo')
  await expect(page).toHaveURL(/\/dashboard\/read\/[0-9a-f-]{36}$/)
  const reading = page.url()
  await page.getByLabel('Ask about the document').fill('Who keeps the lighthouse?')
  await page.getByRole('button', { name: 'Ask', exact: true }).click()
  await expect(readAnswers.nth(1).getByRole('button', { name: 'Part 1' })).toBeVisible()

  await page.getByRole('button', { name: 'Read another document' }).click()
  await expect(page).toHaveURL(/\/dashboard\/read$/)
  const past = page.getByRole('region', { name: 'Past readings' })
  await past.getByRole('link', { name: /lighthouse\.pdf/ }).click()
  await expect(page).toHaveURL(reading)
  await expect(page.getByText('lighthouse.pdf')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible()
  await expect(page.getByText('Who keeps the lighthouse?', { exact: true })).toBeVisible()
  await expect(readAnswers).toHaveCount(2)
})
