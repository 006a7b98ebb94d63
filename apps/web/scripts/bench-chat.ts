// The chat under load, in Chromium against the real server (its demo provider steered as in the
// e2e tests): a 2,000-message conversation opened from the history and scrolled end to end, a
// 20,000-piece markdown answer (code, tables, maths) streamed, and the workspace's initial
// JavaScript. Records the figures in docs/benchmarks.md. Run by `pnpm bench` after the build.
import { randomUUID } from 'node:crypto'
import { overBudget } from '@amply/bench/figures'
import type { Figure } from '@amply/bench/figures'
import { recordBenchmark } from '@amply/bench/record'
import { chromiumArgs, ensureChromium } from '@amply/e2e/chromium'
import { startServer } from '@amply/e2e/server'
import { chromium } from '@playwright/test'
import type { Page } from '@playwright/test'
import { budgets } from '../perf/budgets'
import { measureInitialJs } from '../perf/initial-js'
import { longTasksSinceReset, resetLongTasks, watchLongTasks } from '../perf/long-tasks'
import { longMarkdownAnswer, pieceCount } from '../perf/markdown-answer'
import { logIn, trialAccount } from '../perf/trial-account'

const MESSAGES = 2000
const STREAMED_PIECES = 20_000
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

/** From a click on the conversation in the history to its last message on screen, ms. */
async function openFromHistory(page: Page): Promise<number> {
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
async function scrollEndToEnd(page: Page): Promise<number> {
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

/** Streams the long answer (held until the page is ready, then released), ms. */
async function streamLongAnswer(page: Page, baseUrl: string): Promise<number> {
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
  await resetLongTasks(page)
  const started = Date.now()
  const released = await fetch(`${baseUrl}/__test/demo/release`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ word }),
  })
  if (!released.ok) throw new Error(`release answered ${String(released.status)}`)
  await page.locator('[data-slot="assistant-message"] [aria-busy="false"]').waitFor({
    timeout: 600_000,
  })
  return Date.now() - started
}

const server = await startServer({ DEMO_STREAM_DELAY_MS: '1' })
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs })
try {
  const email = await trialAccount(server.url, 'bench-chat')
  const seeded = await fetch(`${server.url}/__test/conversations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, messages: conversation() }),
  })
  if (!seeded.ok) throw new Error(`seeding answered ${String(seeded.status)}`)

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await watchLongTasks(page)
  await logIn(page, server.url, email)

  const openMs = await openFromHistory(page)
  await resetLongTasks(page)
  const frames = await scrollEndToEnd(page)
  const scrolling = await longTasksSinceReset(page)
  const streamMs = await streamLongAnswer(page, server.url)
  const streaming = await longTasksSinceReset(page)

  // The workspace as a signed-in person opens it: a new chat (no stored conversation).
  const fresh = await context.newPage()
  await fresh.goto(`${server.url}/dashboard/chat`)
  await fresh.evaluate(() => {
    localStorage.removeItem('amply.chat.session_id')
  })
  await fresh.close()
  const workspace = await measureInitialJs(await context.newPage(), `${server.url}/dashboard/chat`)

  const figures: Figure[] = [
    {
      name: 'open a 2,000-message conversation',
      value: openMs,
      unit: 'ms',
      max: budgets.chatOpenMs,
    },
    {
      name: 'longest task scrolling it end to end',
      value: scrolling.longestMs,
      unit: 'ms',
      max: budgets.chatLongTaskMs,
    },
    {
      name: 'longest task streaming a 20,000-piece markdown answer',
      value: streaming.longestMs,
      unit: 'ms',
      max: budgets.chatLongTaskMs,
    },
    {
      name: 'initial JavaScript of /dashboard/chat (gzip)',
      value: Number(workspace.kb.toFixed(1)),
      unit: 'KB',
    },
  ]
  const row = (figure: Figure) =>
    `| ${figure.name} | ${String(figure.value)} ${figure.unit} | ${figure.max === undefined ? 'none' : `${String(figure.max)} ${figure.unit} ${overBudget(figure) ? '(OVER)' : '(within)'}`} |`
  const date = new Date().toISOString().slice(0, 10)
  recordBenchmark({
    id: 'web-chat',
    body: `## Chat: a long conversation, a long streamed answer, the workspace's JavaScript

Command: \`pnpm bench\` (apps/web: \`scripts/bench-chat.ts\`: the built site on the real server, Chromium at 1280×900; a ${String(MESSAGES)}-message conversation stored through the test server's \`/__test/conversations\`, opened from the history and scrolled to its start and back, a screen per frame (${String(frames)} frames); then a ${String(pieceCount(longMarkdownAnswer(STREAMED_PIECES)))}-piece markdown answer with code, tables and maths streamed by the demo provider (\`[demo:echo]\`, a piece per millisecond, ${String(Math.round(streamMs / 1000))} s); long tasks from a \`PerformanceObserver\`), ${date}. A long task is one over 50 ms: 0 means none.

| figure | value | budget |
|---|---|---|
${figures.map(row).join('\n')}

Long tasks: ${String(scrolling.count)} while scrolling, ${String(streaming.count)} while streaming.`,
    figures,
  })
  console.log(
    figures.map((figure) => `${figure.name}: ${String(figure.value)} ${figure.unit}`).join('\n'),
  )
  if (figures.some(overBudget)) process.exitCode = 1
} finally {
  await browser.close()
  await server.stop()
}
