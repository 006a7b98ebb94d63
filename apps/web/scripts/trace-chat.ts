// What the chat's long tasks are made of, by Chrome's own trace (the DevTools timeline's
// events): for each task over 50 ms while the bench's long conversation scrolls and its long
// answer streams, the time of its script, style, layout, paint and garbage collection (and the
// same for each window as a whole: where the time goes between long tasks too). A guide
// for making the chat faster, not a figure to record. TRACE_DIR=<dir> also saves the traces
// for DevTools' Performance panel.
// Run after the web build: `node --import tsx scripts/trace-chat.ts`.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { openFromHistory, scrollEndToEnd, streamLongAnswer } from '../perf/chat-scenario'
import { onChatStage } from '../perf/chat-stage'
import { breakdown, collectTrace, onMainThread, startTracing } from '../perf/trace-events'
import type { TraceEvent } from '../perf/trace-events'

/** Prints each task over 50 ms of the main thread, with what it was made of. */
function report(name: string, events: TraceEvent[]) {
  if (process.env.TRACE_DIR) {
    writeFileSync(path.join(process.env.TRACE_DIR, `${name}.json`), JSON.stringify(events))
  }
  const onMain = onMainThread(events)
  const long = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > 50_000)
  const first = onMain.find((e) => e.name === 'RunTask')?.ts ?? 0
  console.log(`${name}: ${String(long.length)} tasks over 50 ms`)
  const last = onMain.findLast((e) => e.name === 'RunTask')
  const whole = breakdown(onMain, first, (last?.ts ?? first) + (last?.dur ?? 0)).slice(0, 20)
  console.log(`  in all: ${whole.map((part) => `${part.name} ${String(part.ms)}`).join(', ')}`)
  for (const task of long) {
    const parts = breakdown(onMain, task.ts, task.ts + (task.dur ?? 0))
      .map((part) => `${part.name} ${String(part.ms)}`)
      .join(', ')
    console.log(
      `  at ${String(Math.round((task.ts - first) / 1000))} ms, ${String(Math.round((task.dur ?? 0) / 1000))} ms: ${parts}`,
    )
  }
}

await onChatStage('trace-chat', async ({ serverUrl, context, page }) => {
  const cdp = await context.newCDPSession(page)
  await openFromHistory(page)
  await startTracing(cdp)
  await scrollEndToEnd(page)
  report('scrolling', await collectTrace(cdp))
  await streamLongAnswer(page, serverUrl, async () => {
    await startTracing(cdp)
  })
  report('streaming', await collectTrace(cdp))
})
