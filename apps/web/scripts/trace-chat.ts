// What the chat's long tasks are made of, by Chrome's own trace (the DevTools timeline's
// events): for each task over 50 ms while the bench's long conversation scrolls and its long
// answer streams, the time of its script, style, layout, paint and garbage collection (and the
// same for each window as a whole: where the time goes between long tasks too). A guide
// for making the chat faster, not a figure to record. TRACE_DIR=<dir> also saves the traces
// for DevTools' Performance panel.
// Run after the web build: `node --import tsx scripts/trace-chat.ts`.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { CDPSession } from '@playwright/test'
import { openFromHistory, scrollEndToEnd, streamLongAnswer } from '../perf/chat-scenario'
import { onChatStage } from '../perf/chat-stage'

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: { functionName?: string; url?: string; type?: string } }
}

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'blink.user_timing',
].join(',')

const startTracing = (cdp: CDPSession) =>
  cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' })

/** Ends the trace and answers its events. */
async function collect(cdp: CDPSession): Promise<TraceEvent[]> {
  const events: TraceEvent[] = []
  const collected = ({ value }: { value: object[] }) => {
    events.push(...(value as TraceEvent[]))
  }
  cdp.on('Tracing.dataCollected', collected)
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  await complete
  cdp.off('Tracing.dataCollected', collected)
  return events
}

/** The renderer's main thread: the thread of the most RunTask time. */
function mainThread(events: TraceEvent[]) {
  const time = new Map<string, number>()
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue
    const key = `${String(event.pid)}:${String(event.tid)}`
    time.set(key, (time.get(key) ?? 0) + (event.dur ?? 0))
  }
  return [...time].sort((a, b) => b[1] - a[1])[0]?.[0]
}

/** An event's name, with the function or event it runs where the trace says. */
function label(event: TraceEvent) {
  const data = event.args?.data
  if (event.name === 'FunctionCall' && data?.functionName !== undefined) {
    return `FunctionCall ${data.functionName || '(anonymous)'} ${data.url?.split('/').at(-1) ?? ''}`
  }
  if (event.name === 'EventDispatch' && data?.type) return `EventDispatch ${data.type}`
  return event.name
}

/** Self time (ms) of each event name inside [from, to] on one thread, children subtracted. */
function breakdown(events: TraceEvent[], from: number, to: number) {
  const inside = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && e.ts >= from && e.ts + (e.dur ?? 0) <= to)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const self = new Map<string, number>()
  const stack: TraceEvent[] = []
  for (const event of inside) {
    while (stack.length && (stack.at(-1)?.ts ?? 0) + (stack.at(-1)?.dur ?? 0) <= event.ts)
      stack.pop()
    const parent = stack.at(-1)
    if (parent) self.set(label(parent), (self.get(label(parent)) ?? 0) - (event.dur ?? 0))
    self.set(label(event), (self.get(label(event)) ?? 0) + (event.dur ?? 0))
    stack.push(event)
  }
  return [...self]
    .map(([name, us]) => ({ name, ms: Math.round(us / 100) / 10 }))
    .filter((entry) => entry.ms >= 1)
    .sort((a, b) => b.ms - a.ms)
}

/** Prints each task over 50 ms of the main thread, with what it was made of. */
function report(name: string, events: TraceEvent[]) {
  if (process.env.TRACE_DIR) {
    writeFileSync(path.join(process.env.TRACE_DIR, `${name}.json`), JSON.stringify(events))
  }
  const thread = mainThread(events)
  const onMain = events.filter((e) => `${String(e.pid)}:${String(e.tid)}` === thread)
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
  report('scrolling', await collect(cdp))
  await streamLongAnswer(page, serverUrl, async () => {
    await startTracing(cdp)
  })
  report('streaming', await collect(cdp))
})
