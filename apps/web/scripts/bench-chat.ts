// The workspace at the phone of @amply/bench/budgets, in Chromium against the real server (its
// demo provider steered as in the e2e tests), five runs, each in a fresh tab whose CPU is slowed
// to the phone's (measured just before, @amply/bench/phone): `/dashboard/chat` opened cold to a
// composer that takes typing, a 2,000-message conversation opened from the history and
// scrolled end to end, then a 20,000-piece markdown answer (code, tables, maths) streamed, with
// every long task after the composer was ready; then the workspace's initial JavaScript. Each
// timing is recorded as the median of its runs, with every run (docs/benchmarks.json, .md).
// Run by `pnpm bench` after the build.
import { BENCHMARK_INDEX, budgets } from '@amply/bench/budgets'
import {
  STEADY_SPREAD,
  benchmarkIndexIn,
  phoneText,
  runAtPhone,
  slowToPhone,
} from '@amply/bench/phone'
import { recordFigures } from '@amply/bench/record'
import { composerReadyAt } from '@amply/e2e/composer'
import type { BrowserContext, Page } from '@playwright/test'
import { measureInitialJs } from '../perf/initial-js'
import {
  MESSAGES,
  STREAMED_PIECES,
  openFromHistory,
  scrollEndToEnd,
  streamLongAnswer,
} from '../perf/chat-scenario'
import { onChatStage } from '../perf/chat-stage'
import { longTasksSinceReset, resetLongTasks, watchLongTasks } from '../perf/long-tasks'
import type { LongTasks } from '../perf/long-tasks'
import { longMarkdownAnswer, pieceCount } from '../perf/markdown-answer'

const RUNS = 5

/** A new tab of the signed-in browser that opens no stored conversation (a new chat). */
async function freshTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await page.addInitScript(() => {
    localStorage.removeItem('amply.chat.session_id')
  })
  return page
}

const tasksText = ({ longestMs, count }: LongTasks) => `${String(longestMs)} ms (${String(count)})`

await onChatStage('bench-chat', async ({ serverUrl, context, page: signedIn }) => {
  await signedIn.close()
  const runs = {
    composer: [] as number[],
    opening: [] as number[],
    open: [] as number[],
    scrolling: [] as number[],
    streaming: [] as number[],
    index: [] as number[],
  }
  const rows: string[] = []
  for (let run = 1; run <= RUNS; run += 1) {
    // Each run starts alike: a cold tab, at the phone measured just before.
    const { value, phone, indexes } = await runAtPhone(
      `run ${String(run)}`,
      () => benchmarkIndexIn(context),
      async (phone) => {
        const page = await freshTab(context)
        await slowToPhone(page, phone)
        await watchLongTasks(page)
        await page.goto(`${serverUrl}/dashboard/chat`, { waitUntil: 'commit' })
        const composer = await composerReadyAt(page)
        await page.evaluate((at) => {
          window.__longTasksSince = at
        }, composer)
        const open = await openFromHistory(page)
        const opening = await longTasksSinceReset(page)
        await resetLongTasks(page)
        const frames = await scrollEndToEnd(page)
        const scrolled = await longTasksSinceReset(page)
        const streamMs = await streamLongAnswer(page, serverUrl)
        const streamed = await longTasksSinceReset(page)
        await page.close()
        return { composer, open, opening, frames, scrolled, streamMs, streamed }
      },
    )
    const { composer, open, opening, frames, scrolled, streamMs, streamed } = value
    runs.composer.push(composer)
    runs.opening.push(opening.longestMs)
    runs.open.push(open)
    runs.scrolling.push(scrolled.longestMs)
    runs.streaming.push(streamed.longestMs)
    runs.index.push(phone.benchmarkIndex)
    rows.push(
      `| ${String(run)} | ${phoneText(phone)} (after: ${String(indexes.at(-1))}) | ${String(composer)} ms | ${tasksText(opening)} | ${String(open)} ms | ${tasksText(scrolled)}, ${String(frames)} frames | ${tasksText(streamed)}, ${String(Math.round(streamMs / 1000))} s |`,
    )
    console.log(`run ${String(run)}: ${rows.at(-1) ?? ''}`)
  }

  // The workspace as a signed-in person opens it: a new chat (no stored conversation).
  const workspace = await measureInitialJs(await freshTab(context), `${serverUrl}/dashboard/chat`)
  const { withinBudget } = recordFigures(
    'web-chat',
    {
      'cold /dashboard/chat to an interactive composer': runs.composer,
      'longest task from the composer ready to the conversation open': runs.opening,
      'open a 2,000-message conversation': runs.open,
      'longest task scrolling it end to end': runs.scrolling,
      'longest task streaming a 20,000-piece markdown answer': runs.streaming,
      [BENCHMARK_INDEX]: runs.index,
      'initial JavaScript of /dashboard/chat (gzip)': Number(workspace.kb.toFixed(1)),
    },
    `The built site on the real server, Chromium at 1280×900, ${String(RUNS)} runs, each in a fresh tab signed in, **at the phone**: the machine's CPU benchmark index measured in a blank tab just before, and the run's CPU slowed by index ÷ ${String(budgets.phoneBenchmarkIndex)} with DevTools' \`Emulation.setCPUThrottlingRate\` (which cannot speed a machine slower than the phone up: it then runs unslowed); a run after which the index was more than ${String(STEADY_SPREAD)}× off is run again. \`/dashboard/chat\` opened cold (a new chat) to a composer that takes typing, from navigation start; a ${String(MESSAGES)}-message conversation stored through the test server's \`/__test/conversations\`, opened from the history and scrolled to its start and back, a screen per frame; then a ${String(pieceCount(longMarkdownAnswer(STREAMED_PIECES)))}-piece markdown answer with code, tables and maths streamed by the demo provider (\`[demo:echo]\`, a piece per millisecond). Long tasks (over 50 ms) from a \`PerformanceObserver\`, from the composer ready on: 0 ms means none. The workspace's JavaScript: a new chat in a new tab, ${String(workspace.files.length)} files.

| run | index before → slowdown | composer ready | longest task to the conversation open (count) | open | longest task scrolling (count) | longest task streaming (count) |
|---|---|---|---|---|---|---|
${rows.join('\n')}`,
  )
  if (!withinBudget) process.exitCode = 1
})
