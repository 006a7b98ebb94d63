import type { Page } from '@playwright/test'
import { signIn } from './auth-helpers'
import { answerDone, answers, ask, release, uniqueWord } from './chat-helpers'
import { expect, test } from './fixtures'

// How answers read in the chat: the view following a long answer, and diagrams. Against the
// real server and its demo provider, steered by `[demo:…]` directives.

/** Closer to the end than this counts as at the end (as in scroll-reading.ts). */
const AT_END = 48

/** `count` short paragraphs: two answer pieces each, one screen holds a dozen or so. */
const paragraphs = (count: number) =>
  Array.from({ length: count }, (_, i) => `Paragraph ${String(i + 1)}.`).join('\n\n')

const messageList = (page: Page) => page.locator('[data-slot="message-list"]')
const distanceToEnd = (page: Page) =>
  messageList(page).evaluate((list) => list.scrollHeight - list.scrollTop - list.clientHeight)

/** A long answer held after its 40th paragraph, until `release` with `word`. */
async function askHeld(page: Page, word: string) {
  await ask(page, `[demo:echo] [demo:hold:80] ${paragraphs(80)} ${word}`)
  await expect(answers(page).last()).toContainText('Paragraph 40.')
}

/** Scrolls the conversation up with the mouse wheel, as a reader does. */
async function scrollUp(page: Page) {
  await messageList(page).hover()
  await page.mouse.wheel(0, -600)
}

test('the view follows an answer unless the reader scrolls up; Jump to latest follows again', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'chat-follow')
  const jump = page.getByRole('button', { name: 'Jump to latest' })

  // Following: the end of what has come stays in view.
  const first = uniqueWord()
  await askHeld(page, first)
  await expect.poll(() => distanceToEnd(page)).toBeLessThanOrEqual(AT_END)
  await expect(jump).toBeHidden()

  // Scrolled up: the rest of the answer comes below without moving the view.
  await scrollUp(page)
  await expect(jump).toBeVisible()
  const readingAt = await messageList(page).evaluate((list) => list.scrollTop)
  expect(await release(request, first)).toBe(1)
  await answerDone(page)
  await expect(answers(page).last()).toContainText(`Paragraph 80. ${first}`)
  expect(await messageList(page).evaluate((list) => list.scrollTop)).toBe(readingAt)
  expect(await distanceToEnd(page)).toBeGreaterThan(AT_END)
  await expect(jump).toBeVisible()

  await jump.click()
  await expect.poll(() => distanceToEnd(page)).toBeLessThanOrEqual(AT_END)
  await expect(jump).toBeHidden()

  // After a jump the view follows again: what comes next stays in view.
  const second = uniqueWord()
  await askHeld(page, second)
  await scrollUp(page)
  await jump.click()
  await expect(jump).toBeHidden()
  expect(await release(request, second)).toBe(1)
  await answerDone(page)
  await expect(answers(page).last()).toContainText(`Paragraph 80. ${second}`)
  await expect.poll(() => distanceToEnd(page)).toBeLessThanOrEqual(AT_END)
  await expect(jump).toBeHidden()
})

test('a long answer keeps its height out of view, wherever the pointer rested on it', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'chat-answer-height')
  // 140 blocks, alike: drawn in three parts (of 64 blocks), the first two out of view at the
  // end. Not drawn there, each keeps its size (the list would otherwise shrink under the reader
  // and grow again as they came back to it): the first two stay as tall as each other.
  const blocks = Array.from({ length: 140 }, (_, i) => `Block${String(i + 1)}.`).join('\n\n')
  // Held half-way until it is drawn as a stream (a fast answer could end before the renderer
  // has loaded, and be drawn whole).
  const word = uniqueWord()
  await ask(page, `[demo:echo] [demo:hold:70] ${blocks} ${word}`)
  const parts = answers(page).last().locator('.amply-markdown-streamed > *')
  await expect(parts.first()).toBeVisible()
  await expect.poll(() => release(request, word)).toBe(1)
  await answerDone(page)
  const heights = () =>
    parts.evaluateAll((elements) => elements.map((part) => part.getBoundingClientRect().height))
  await expect(parts).toHaveCount(3)
  const [first = 0, second] = await heights()
  expect(first).toBeGreaterThan(1000)
  expect(second).toBe(first)

  // The pointer rests on the first part, then the wheel takes the view back to the end.
  await parts.first().hover()
  await page.mouse.wheel(0, 20_000)
  await expect.poll(() => distanceToEnd(page)).toBeLessThanOrEqual(AT_END)
  await page.mouse.move(40, 40)
  await expect(parts.first()).not.toBeInViewport()
  expect((await heights()).slice(0, 2)).toEqual([first, first])
})

test('the question stays drawn as the server names it and its answer begins', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'chat-rows')
  // Every question taken off the page from now on (a row drawn afresh takes its old one off).
  await page.evaluate(() => {
    const w = window as { __questionsRemoved?: number }
    w.__questionsRemoved = 0
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.removedNodes])) {
        if (
          node instanceof Element &&
          node.matches('[data-slot="user-message"], :has([data-slot="user-message"])')
        ) {
          w.__questionsRemoved = (w.__questionsRemoved ?? 0) + 1
        }
      }
    }).observe(document.body, { childList: true, subtree: true })
  })
  const word = uniqueWord()
  await ask(page, `[demo:echo] First a question, then its answer. ${word}`)
  await answerDone(page)
  await expect(answers(page).last()).toContainText(word)
  expect(
    await page.evaluate(() => (window as { __questionsRemoved?: number }).__questionsRemoved),
  ).toBe(0)
})

test('the renderer warms up while a question is typed, and gives way to an answer being written', async ({
  page,
  request,
  baseURL,
}) => {
  // Every warm-up sample drawn on the page from its first script on (reloads included), and
  // those drawn while an answer was being written.
  await page.addInitScript(() => {
    const w = window as { __warmUps?: number; __warmUpsBesideAnswer?: number }
    w.__warmUps = 0
    w.__warmUpsBesideAnswer = 0
    const box = '[data-slot="rendering-warm-up"]'
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        // The box, or a sample drawn in it in place of the one before.
        if (node instanceof Element && (node.matches(box) || node.parentElement?.matches(box))) {
          w.__warmUps = (w.__warmUps ?? 0) + 1
          if (document.querySelector('[data-slot="assistant-message"] [aria-busy="true"]')) {
            w.__warmUpsBesideAnswer = (w.__warmUpsBesideAnswer ?? 0) + 1
          }
        }
      }
    }).observe(document, { childList: true, subtree: true })
  })
  const counted = () =>
    page.evaluate(() => {
      const w = window as { __warmUps?: number; __warmUpsBesideAnswer?: number }
      return { all: w.__warmUps ?? 0, besideAnswer: w.__warmUpsBesideAnswer ?? 0 }
    })
  await signIn(page, request, baseURL ?? '', 'chat-warm-up')
  const composer = page.locator('form[data-slot="composer"]').getByRole('textbox')

  // Typing, not sending: samples are drawn unseen in idle moments.
  await composer.fill('A question being typed')
  await expect.poll(async () => (await counted()).all).toBeGreaterThan(1)

  // A fresh page, a question sent at once: the answer does the warming, nothing is drawn
  // beside it while it is written (held, then released).
  await page.reload()
  const word = uniqueWord()
  await ask(page, `[demo:echo] [demo:hold:0] Warm. ${word}`)
  await expect(answers(page).last().locator('[aria-busy="true"]')).toBeVisible()
  // The page shows the answer's place at once; the server holds it once the question arrives.
  await expect.poll(() => release(request, word)).toBe(1)
  await answerDone(page)
  await expect(answers(page).last()).toContainText(word)
  expect((await counted()).besideAnswer).toBe(0)
})

test('a diagram in an answer is drawn; mermaid downloads only for one', async ({
  page,
  request,
  baseURL,
}) => {
  // The build names mermaid's chunks after it (assets/mermaid-….js and its parts).
  const mermaidChunks: string[] = []
  page.on('request', (sent) => {
    if (/\/assets\/[^/]*mermaid[^/]*\.js$/i.test(sent.url())) mermaidChunks.push(sent.url())
  })
  // As people who ask for less motion see it: the page's rules for them (transitions cut to
  // 0.01 ms) once had mermaid measure its shapes before they moved, and spread them far apart.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await signIn(page, request, baseURL ?? '', 'chat-diagram')

  // An answer with code but no diagram: the highlighter downloads, mermaid does not.
  await ask(page, '[demo:echo] Some code:\n\n```js\nconst answer = 42\n```\n')
  await answerDone(page)
  await expect(answers(page).last().locator('pre code span[style]').first()).toBeVisible()
  expect(mermaidChunks).toEqual([])

  await ask(
    page,
    '[demo:echo] The flow:\n\n```mermaid\ngraph TD\n  Ask[Ask a question] --> Answer[Read the answer]\n```\n',
  )
  await answerDone(page)
  const diagram = answers(page).last().locator('svg[id^="mermaid"]')
  await expect(diagram).toBeVisible()
  await expect(diagram).toContainText('Ask a question')
  await expect(diagram).toContainText('Read the answer')
  // Laid out as drawn: two boxes one above the other, a couple of hundred pixels wide.
  const width = await diagram.evaluate((svg) => (svg as SVGSVGElement).viewBox.baseVal.width)
  expect(width).toBeLessThan(600)
  expect(mermaidChunks).not.toEqual([])
})
