import type { Page } from '@playwright/test'
import { signIn } from './auth-helpers'
import {
  answerDone,
  answers,
  modelPicker,
  questions,
  release,
  stoppedAtServer,
  uniqueWord,
} from './chat-helpers'
import { expect, test } from './fixtures'

// The composer of the chat: the suggestions of a new chat, a question asked before the chat is
// ready, and the keyboard shortcuts its help dialog lists. Against the real server.

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' })

test('a new chat suggests openings; one starts the question, to finish and send', async ({
  page,
  request,
  baseURL,
}) => {
  // A small phone: the suggestions scroll, the message box stays in view under them.
  await page.setViewportSize({ width: 375, height: 667 })
  await signIn(page, request, baseURL ?? '', 'chat-suggestions')
  const suggestions = page.getByRole('region', { name: 'Suggestions' })
  await expect(suggestions.getByRole('button')).toHaveCount(4)
  await expect(messageBox(page)).toBeInViewport({ ratio: 1 })

  await suggestions.getByRole('button', { name: /^Compare options/ }).click()
  const composer = messageBox(page)
  await expect(composer).toBeFocused()
  await expect(composer).toHaveValue('Compare the pros and cons of ')
  await page.keyboard.type('trains and planes')
  await page.keyboard.press('Enter')
  await expect(questions(page).last()).toHaveText('Compare the pros and cons of trains and planes')
  await expect(suggestions).toBeHidden()
  await answerDone(page)

  // A new chat suggests again; what is already typed stays, after the opening.
  await page.keyboard.press('Control+Shift+O')
  await expect(suggestions.getByRole('button')).toHaveCount(4)
  await composer.fill('my first marathon')
  await suggestions.getByRole('button', { name: /^Make a plan/ }).click()
  await expect(composer).toHaveValue('Help me make a step-by-step plan to my first marathon')
  await expect(composer).toBeFocused()
  await expect(composer).toBeInViewport({ ratio: 1 })
})

test('a question asked before the models have loaded waits on a busy Send, then goes', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'chat-early-question')
  // The page signed in on has its models: only the reloaded page's requests are counted.
  await expect(modelPicker(page)).toBeVisible()
  // The model list is held on its way (the real server answers it once let go).
  let letModelsGo: () => void = () => undefined
  const modelsHeld = new Promise<void>((resolve) => {
    letModelsGo = resolve
  })
  let modelsAsked = 0
  await page.route('**/api/client/models', async (route) => {
    modelsAsked += 1
    await modelsHeld
    await route.continue()
  })
  await page.reload()
  await expect.poll(() => modelsAsked).toBe(1)

  const composer = messageBox(page)
  await composer.fill('Are you there yet?')
  await composer.press('Enter')
  const busy = page.getByRole('button', { name: 'Sending as soon as the chat is ready…' })
  await expect(busy).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByRole('status').filter({ hasText: 'Sending as soon as' })).toBeVisible()
  await expect(composer).toHaveValue('Are you there yet?')
  await expect(questions(page)).toHaveCount(0)

  letModelsGo()
  await expect(questions(page)).toHaveText(['Are you there yet?'])
  await expect(composer).toHaveValue('')
  await answerDone(page)
  await expect(answers(page).last()).toContainText('You asked: "Are you there yet?"')
})

test('when the model list fails, the question stays and asking again loads the list', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'chat-models-failed')
  // The page signed in on has its models: only the reloaded page's requests are counted.
  await expect(modelPicker(page)).toBeVisible()
  let failing = true
  let modelsAsked = 0
  await page.route('**/api/client/models', async (route) => {
    modelsAsked += 1
    await (failing ? route.abort('connectionfailed') : route.continue())
  })
  await page.reload()
  await expect(page.getByText('Error while fetching model list.').first()).toBeVisible()

  // Asked while the list still fails: it tries again, fails again, and the words stay.
  const composer = messageBox(page)
  await composer.fill('Still here?')
  await composer.press('Enter')
  await expect.poll(() => modelsAsked).toBe(2)
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeEnabled()
  await expect(composer).toHaveValue('Still here?')
  await expect(questions(page)).toHaveCount(0)

  failing = false
  await composer.press('Enter')
  await expect(questions(page)).toHaveText(['Still here?'])
  await answerDone(page)
  expect(modelsAsked).toBe(3)
})

test('each shortcut of the help dialog works', async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? '', 'chat-shortcuts')
  const composer = messageBox(page)
  await composer.evaluate((element) => {
    element.blur()
  })

  // ? (outside the message box) lists them.
  await page.keyboard.press('?')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(help.getByRole('term')).toHaveText([
    'Send the message',
    'New line',
    'Stop the answer',
    'New chat',
    'Focus the message box',
    'Search conversations',
    'Show the shortcuts',
  ])
  await page.keyboard.press('Escape')
  await expect(help).toBeHidden()

  // Shift+Escape: into the message box; Shift+Enter: a new line; Enter: send.
  await page.keyboard.press('Shift+Escape')
  await expect(composer).toBeFocused()
  await page.keyboard.type('first line')
  await page.keyboard.press('Shift+Enter')
  await page.keyboard.type('second line')
  await expect(composer).toHaveValue('first line\nsecond line')
  await page.keyboard.press('Enter')
  await expect(questions(page)).toHaveCount(1)
  await expect(questions(page).last()).toContainText(/first line\s+second line/)
  await expect(composer).toHaveValue('')
  await answerDone(page)

  // Escape stops an answer held in the middle.
  const word = uniqueWord()
  await page.keyboard.type(`[demo:echo] [demo:hold:3] one two three four ${word}`)
  await page.keyboard.press('Enter')
  await expect(answers(page).last()).toContainText('one two three')
  const stopped = stoppedAtServer(page)
  await page.keyboard.press('Escape')
  await answerDone(page)
  await expect(answers(page).last()).toContainText('Stopped before the end.')
  expect((await stopped).ok()).toBe(true)
  expect(await release(request, word)).toBe(0)

  // Ctrl+Shift+S: the search of the conversations.
  await page.keyboard.press('Control+Shift+S')
  await expect(page.getByRole('searchbox', { name: 'Search conversations' })).toBeFocused()

  // Ctrl+Shift+O: a new chat, ready to type in.
  await page.keyboard.press('Control+Shift+O')
  await expect(questions(page)).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Suggestions' })).toBeVisible()
  await expect(composer).toBeFocused()
})
