// The chat under load, as the bench and the profiler drive it: a 2,000-message conversation
// stored for an account, opened from the history and scrolled end to end; a long markdown
// answer streamed by the demo provider (held until the page is ready, then released).
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { resetLongTasks } from './long-tasks'
import { longMarkdownAnswer } from './markdown-answer'

export const MESSAGES = 2000
export const STREAMED_PIECES = 20_000
const title = 'A long conversation about sorting'
const endMarker = `end-of-conversation-${randomUUID().slice(0, 8)}`

/** Questions and answers in turn, the answers in markdown as a model writes them. */
function conversation(): { role: 'user' | 'assistant'; content: string }[] {
  return Array.from({ length: MESSAGES }, (_, i) => {
    const turn = Math.floor(i / 2) + 1
    if (i === 0) return { role: 'user', content: title }
    if (i % 2 === 0) return { role: 'user', content: `Question ${String(turn)}: and then?` }
    const code = turn % 5 === 0 ? `\n\n\`\`\`ts\nconst step = ${String(turn)}\n\`\`\`` : ''
    const last = i === MESSAGES - 1 ? ` ${endMarker}` : ''
    return {
      role: 'assistant',
      content: `Answer ${String(turn)}: the list is split in half, each half is **sorted**, then the halves are merged, which takes $O(n \\log n)$ comparisons.${code}${last}`,
    }
  })
}

/** Stores the long conversation for the account (the test server's `/__test/conversations`). */
export async function seedConversation(baseUrl: string, email: string) {
  const seeded = await fetch(`${baseUrl}/__test/conversations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, messages: conversation() }),
  })
  if (!seeded.ok) throw new Error(`seeding answered ${String(seeded.status)}`)
}

/** From a click on the conversation in the history to its last message on screen, ms. */
export async function openFromHistory(page: Page): Promise<number> {
  await page.getByRole('navigation', { name: 'Conversations' }).getByText(title).waitFor()
  const handle = await page.waitForFunction(
    ([name, marker]) => {
      const w = window as unknown as { __openedAt?: number }
      if (w.__openedAt === undefined) {
        const item = [...document.querySelectorAll('nav[aria-label="Conversations"] *')].find(
          (element) => element.textContent === name && element.closest('a, button'),
        )
        const target = item?.closest('a, button')
        if (!(target instanceof HTMLElement)) return false
        w.__openedAt = performance.now()
        target.click()
        return false
      }
      const list = document.querySelector('[data-slot="message-list"]')
      return list?.textContent.includes(marker) ? performance.now() - w.__openedAt : false
    },
    [title, endMarker] as const,
    { polling: 'raf', timeout: 120_000 },
  )
  return Math.round(Number(await handle.jsonValue()))
}

/** Scrolls the conversation to its start and back to its end, a screen per frame. */
export async function scrollEndToEnd(page: Page): Promise<number> {
  // No named functions inside: the page receives this function's source as it is.
  return page.evaluate(async () => {
    const list = document.querySelector('[data-slot="message-list"]')
    if (!(list instanceof HTMLElement)) throw new Error('no message list')
    let frames = 0
    for (const direction of [-1, 1]) {
      for (;;) {
        await new Promise((resolve) => requestAnimationFrame(resolve))
        frames += 1
        const before = list.scrollTop
        list.scrollTop += direction * list.clientHeight * 0.9
        // A list that snaps back (following the end while the reader scrolls up) never ends.
        if (Math.abs(list.scrollTop - before) < 1 && frames > 10_000) {
          throw new Error('the conversation does not scroll')
        }
        const atStart = list.scrollTop <= 0
        const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 1
        if ((direction < 0 && atStart) || (direction > 0 && atEnd)) break
      }
    }
    return frames
  })
}

/**
 * Lets the held answer go on. The page shows the answer waiting as soon as it has asked, and
 * the server may not have reached the hold yet: released before, the answer would hold until
 * the page gives up on it (60 s without a byte) and nothing would stream.
 */
async function releaseHeld(baseUrl: string, word: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const response = await fetch(`${baseUrl}/__test/demo/release`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ word }),
    })
    if (!response.ok) throw new Error(`release answered ${String(response.status)}`)
    const { released } = (await response.json()) as { released: number }
    if (released > 0) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('the answer was never held: nothing to release')
}

/** Streams the long answer (held until the page is ready, then released), ms. */
export async function streamLongAnswer(
  page: Page,
  baseUrl: string,
  beforeRelease: () => Promise<void> = () => resetLongTasks(page),
): Promise<number> {
  const word = `bench${randomUUID().slice(0, 8)}`
  const answer = `${longMarkdownAnswer(STREAMED_PIECES)}\n\n${word}`
  await page.getByRole('button', { name: 'New chat' }).first().click()
  const form = page.locator('form[data-slot="composer"]')
  await form.getByRole('textbox').fill(`[demo:echo] [demo:hold:0] ${answer}`, { timeout: 300_000 })
  await form.locator('button[type="submit"]:enabled').waitFor({ timeout: 300_000 })
  await form.getByRole('textbox').press('Enter')
  await page
    .locator('[data-slot="assistant-message"] [aria-busy="true"]')
    .waitFor({ timeout: 300_000 })
  await beforeRelease()
  const started = Date.now()
  await releaseHeld(baseUrl, word)
  // Checked by the browser's own selector engine, twice a second: Playwright's locators query
  // in script on the page's main thread, 10 to 20 ms each in the long answer's page, which
  // would count as the answer's own long tasks.
  const ended = await page.waitForFunction(
    () => document.querySelector('[data-slot="assistant-message"] [aria-busy="false"]'),
    undefined,
    { polling: 500, timeout: 600_000 },
  )
  const ms = Date.now() - started
  // Whole, not cut short by an error: its last word is there.
  if (
    !(await ended.evaluate((answer, last) => answer?.textContent.includes(last) === true, word))
  ) {
    throw new Error('the answer ended before its last word')
  }
  return ms
}
