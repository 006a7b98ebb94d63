import { signIn } from './auth-helpers'
import {
  answerDone,
  answers,
  ask,
  chooseModel,
  questions,
  release,
  stoppedAtServer,
  uniqueWord,
} from './chat-helpers'
import { expect, test } from './fixtures'
import { onePixelPng } from './picture-helpers'

// The chat against the real server and its demo provider, steered by `[demo:…]` directives.

test('a question gets a streamed answer; Stop ends one in the middle', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'chat-send')
  await ask(page, 'What can you do?')
  await expect(questions(page).last()).toHaveText('What can you do?')
  await expect(answers(page).last()).toContainText('offline demo provider')
  await answerDone(page)
  await expect(answers(page).last()).toContainText('You asked: "What can you do?"')

  // Held after three words: the answer is surely in the middle when Stop is pressed.
  const word = uniqueWord()
  await ask(page, `[demo:echo] [demo:hold:3] one two three four ${word}`)
  await expect(answers(page).last()).toContainText('one two three')
  const stopped = stoppedAtServer(page)
  await page.getByRole('button', { name: 'Stop the answer' }).click()
  await answerDone(page)
  await expect(answers(page).last()).toContainText('Stopped before the end.')
  await expect(answers(page).last()).not.toContainText('four')
  expect((await stopped).ok()).toBe(true)
  expect(await release(request, word)).toBe(0)
})

test('regenerate and edit make versions to switch between', async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? '', 'chat-branches')
  await ask(page, 'Name a colour')
  await answerDone(page)

  const answer = answers(page).last()
  await answer.hover()
  await answer.getByRole('button', { name: 'Regenerate' }).click()
  await answerDone(page)
  const versions = answers(page).last().getByRole('group', { name: 'Versions' })
  await expect(versions).toContainText('2/2')
  await versions.getByRole('button', { name: 'Previous version' }).click()
  await expect(answers(page).last().getByRole('group', { name: 'Versions' })).toContainText('1/2')
  await answers(page)
    .last()
    .getByRole('group', { name: 'Versions' })
    .getByRole('button', { name: 'Next version' })
    .click()
  await expect(answers(page).last().getByRole('group', { name: 'Versions' })).toContainText('2/2')

  // Another version from a model chosen at regenerate, named by its label; the others keep theirs.
  await answers(page).last().hover()
  await answers(page).last().getByRole('button', { name: 'Try another model' }).click()
  await page.getByRole('menuitem', { name: /DeepSeek R1/ }).click()
  await answerDone(page)
  const label = answers(page).last().locator('[data-slot="answer-model"]')
  await expect(label).toHaveText('Answered by DeepSeek R1')
  await expect(answers(page).last().getByRole('group', { name: 'Versions' })).toContainText('3/3')
  await answers(page)
    .last()
    .getByRole('group', { name: 'Versions' })
    .getByRole('button', { name: 'Previous version' })
    .click()
  await expect(label).toHaveText('Answered by Amply')

  const question = questions(page).last()
  await question.hover()
  await question.getByRole('button', { name: 'Edit' }).click()
  await page.getByRole('textbox', { name: 'Edit your message' }).fill('Name a fruit')
  await page.getByRole('button', { name: 'Send', exact: true }).first().click()
  await answerDone(page)
  await expect(questions(page).last()).toContainText('Name a fruit')
  await expect(answers(page).last()).toContainText('You asked: "Name a fruit"')
  const questionVersions = questions(page).last().getByRole('group', { name: 'Versions' })
  await expect(questionVersions).toContainText('2/2')
  await questionVersions.getByRole('button', { name: 'Previous version' }).click()
  await expect(questions(page).last()).toContainText('Name a colour')
})

test('a reasoning model shows its thinking; a provider failure keeps what streamed', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'chat-thinking')
  await chooseModel(page, 'DeepSeek R1')
  await ask(page, 'Why is the sky blue?')
  await answerDone(page)
  await expect(answers(page).last().locator('[data-slot="answer-model"]')).toHaveText(
    'Answered by DeepSeek R1',
  )
  const thinking = answers(page).last().locator('[data-slot="thinking-block"]')
  const toggle = thinking.getByRole('button')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(thinking).toContainText('The demo provider does not think')

  await ask(page, '[demo:echo] [demo:fail:500] Half of an answer')
  // docs/product.md#stream-errors: a provider's 500 mid-stream.
  await expect(
    page.getByText(
      'The service is currently unavailable. Our team has been notified and is working on it.',
    ),
  ).toBeVisible()
  await answerDone(page)
  await expect(answers(page).last()).toContainText('Half of an answer')
})

test('model output is inert: no script runs, javascript: links lead nowhere', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'chat-inert')
  const ran: string[] = []
  page.on('dialog', (dialog) => {
    ran.push(dialog.message())
    void dialog.dismiss()
  })
  await ask(
    page,
    '[demo:echo] Before <script>alert("script")</script> <img src=x onerror="alert(1)"> [click me](javascript:alert("link")) after',
  )
  await answerDone(page)
  const answer = answers(page).last()
  await expect(answer).toContainText('after')
  await expect(answer.locator('script')).toHaveCount(0)
  await expect(answer.locator('[onerror]')).toHaveCount(0)
  await expect(answer.locator('a[href^="javascript:" i]')).toHaveCount(0)
  const link = answer.getByText('click me')
  await link.click()
  expect(ran).toEqual([])
  expect(await page.evaluate(() => window.location.protocol)).toBe('http:')
})

test('an image goes to the multimodal model', async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? '', 'chat-image')
  await chooseModel(page, 'Gemini 2.5 Flash')
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: onePixelPng })
  const chips = page.getByRole('list', { name: 'Attachments' })
  await expect(chips).toContainText('pixel.png')
  await expect(chips).toContainText('Ready')
  await ask(page, 'What is in this picture?')
  await answerDone(page)
  await expect(answers(page).last()).toContainText('With 1 image.')
})

test('a reload in the middle of an answer shows it continue and complete', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'chat-reload')
  const word = uniqueWord()
  await ask(page, `[demo:echo] [demo:hold:2] first second third fourth ${word}`)
  await expect(answers(page).last()).toContainText('first second')
  await page.reload()
  await expect(answers(page).last()).toContainText('first second')
  await expect(page.getByRole('button', { name: 'Stop the answer' })).toBeVisible()
  expect(await release(request, word)).toBe(1)
  await answerDone(page)
  await expect(answers(page).last()).toContainText(`first second third fourth ${word}`)
  await expect(answers(page).last()).not.toContainText('Stopped before the end.')
})

test('history: rename, search and delete a conversation', async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? '', 'chat-history')
  await ask(page, 'Plan a trip to Lisbon')
  await answerDone(page)
  await page.getByRole('button', { name: 'New chat' }).first().click()
  await ask(page, 'Explain photosynthesis')
  await answerDone(page)

  const history = page.getByRole('navigation', { name: 'Conversations' })
  await expect(history.getByRole('link').or(history.getByRole('button'))).not.toHaveCount(0)
  const lisbon = history.getByText('Plan a trip to Lisbon')
  await expect(lisbon).toBeVisible()

  await page.getByRole('button', { name: 'Actions for Plan a trip to Lisbon' }).click()
  await page.getByRole('menuitem', { name: 'Rename' }).click()
  const name = page.getByRole('textbox', { name: 'New name' })
  await name.fill('Weekend in Lisbon')
  await name.press('Enter')
  await expect(history.getByText('Weekend in Lisbon')).toBeVisible()

  await page.getByRole('searchbox', { name: 'Search conversations' }).fill('weekend')
  await expect(history.getByText('Weekend in Lisbon')).toBeVisible()
  await expect(history.getByText('Explain photosynthesis')).toBeHidden()
  await page.getByRole('searchbox', { name: 'Search conversations' }).fill('')
  await expect(history.getByText('Explain photosynthesis')).toBeVisible()

  await page.getByRole('button', { name: 'Actions for Weekend in Lisbon' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(history.getByText('Weekend in Lisbon')).toBeHidden()
  await expect(history.getByText('Explain photosynthesis')).toBeVisible()
})
