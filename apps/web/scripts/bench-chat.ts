// The chat under load, in Chromium against the real server (its demo provider steered as in the
// e2e tests): a 2,000-message conversation opened from the history and scrolled end to end, a
// 20,000-piece markdown answer (code, tables, maths) streamed, and the workspace's initial
// JavaScript. Records the figures in docs/benchmarks.md. Run by `pnpm bench` after the build.
import { overBudget } from '@amply/bench/figures'
import type { Figure } from '@amply/bench/figures'
import { recordBenchmark } from '@amply/bench/record'
import { budgets } from '../perf/budgets'
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

await onChatStage(
  'bench-chat',
  async ({ serverUrl, context, page }) => {
    const openMs = await openFromHistory(page)
    await resetLongTasks(page)
    const frames = await scrollEndToEnd(page)
    const scrolling = await longTasksSinceReset(page)
    const streamMs = await streamLongAnswer(page, serverUrl)
    const streaming = await longTasksSinceReset(page)

    // The workspace as a signed-in person opens it: a new chat (no stored conversation).
    const fresh = await context.newPage()
    await fresh.goto(`${serverUrl}/dashboard/chat`)
    await fresh.evaluate(() => {
      localStorage.removeItem('amply.chat.session_id')
    })
    await fresh.close()
    const workspace = await measureInitialJs(await context.newPage(), `${serverUrl}/dashboard/chat`)

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
        max: budgets.dashboardInitialJsKb,
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
  },
  watchLongTasks,
)
