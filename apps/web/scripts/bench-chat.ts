// The chat under load, in Chromium against the real server (its demo provider steered as in the
// e2e tests), five runs each in a fresh tab: a 2,000-message conversation opened from the
// history and scrolled end to end, then a 20,000-piece markdown answer (code, tables, maths)
// streamed; then the workspace's initial JavaScript. Each timing is recorded as the median of
// its runs, with every run (docs/benchmarks.json, docs/benchmarks.md). Run by `pnpm bench`
// after the build.
import { recordFigures } from '@amply/bench/record'
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

await onChatStage(
  'bench-chat',
  async ({ serverUrl, context, page: signedIn }) => {
    const open: number[] = []
    const scrolling: number[] = []
    const streaming: number[] = []
    const rows: string[] = []
    let page = signedIn
    for (let run = 1; run <= RUNS; run += 1) {
      if (run > 1) {
        // The last run's tab (its long answer on screen) closed: each run starts alike.
        await page.close()
        page = await freshTab(context)
        await watchLongTasks(page)
        await page.goto(`${serverUrl}/dashboard/chat`)
      }
      open.push(await openFromHistory(page))
      await resetLongTasks(page)
      const frames = await scrollEndToEnd(page)
      const scrolled = await longTasksSinceReset(page)
      const streamMs = await streamLongAnswer(page, serverUrl)
      const streamed = await longTasksSinceReset(page)
      scrolling.push(scrolled.longestMs)
      streaming.push(streamed.longestMs)
      rows.push(
        `| ${String(run)} | ${String(open.at(-1))} ms | ${String(scrolled.longestMs)} ms (${String(scrolled.count)}, ${String(frames)} frames) | ${String(streamed.longestMs)} ms (${String(streamed.count)}, ${String(Math.round(streamMs / 1000))} s) |`,
      )
      console.log(`run ${String(run)}: ${rows.at(-1) ?? ''}`)
    }
    await page.close()

    // The workspace as a signed-in person opens it: a new chat (no stored conversation).
    const workspace = await measureInitialJs(await freshTab(context), `${serverUrl}/dashboard/chat`)
    const { withinBudget } = recordFigures(
      'web-chat',
      {
        'open a 2,000-message conversation': open,
        'longest task scrolling it end to end': scrolling,
        'longest task streaming a 20,000-piece markdown answer': streaming,
        'initial JavaScript of /dashboard/chat (gzip)': Number(workspace.kb.toFixed(1)),
      },
      `The built site on the real server, Chromium at 1280×900, ${String(RUNS)} runs, each in a fresh tab: a ${String(MESSAGES)}-message conversation stored through the test server's \`/__test/conversations\`, opened from the history and scrolled to its start and back, a screen per frame; then a ${String(pieceCount(longMarkdownAnswer(STREAMED_PIECES)))}-piece markdown answer with code, tables and maths streamed by the demo provider (\`[demo:echo]\`, a piece per millisecond). Long tasks (over 50 ms) from a \`PerformanceObserver\`: 0 ms means none. The workspace's JavaScript: a new chat in a new tab, ${String(workspace.files.length)} files.

| run | open | longest task scrolling (count) | longest task streaming (count) |
|---|---|---|---|
${rows.join('\n')}`,
    )
    if (!withinBudget) process.exitCode = 1
  },
  watchLongTasks,
)
