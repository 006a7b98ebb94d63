// Chrome's own trace (the DevTools timeline's events), as the tracing scripts read it: started
// and collected over CDP, each task broken down into what it was made of.
import type { CDPSession } from '@playwright/test'

export interface TraceEvent {
  name: string
  ph: string
  ts: number
  /** Wall time, µs. */
  dur?: number
  /** Thread (CPU) time, µs: what a process running beside does not lengthen. */
  tdur?: number
  pid: number
  tid: number
  args?: { data?: { functionName?: string; url?: string; type?: string } }
}

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
].join(',')

export const startTracing = (cdp: CDPSession) =>
  cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' })

/** Ends the trace and answers its events. */
export async function collectTrace(cdp: CDPSession): Promise<TraceEvent[]> {
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

/**
 * The events of a renderer's main thread (of process `pid`, or of any): its thread with the
 * most task time.
 */
export function onMainThread(events: TraceEvent[], pid?: number): TraceEvent[] {
  const time = new Map<string, number>()
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || (pid !== undefined && event.pid !== pid))
      continue
    const key = `${String(event.pid)}:${String(event.tid)}`
    time.set(key, (time.get(key) ?? 0) + (event.dur ?? 0))
  }
  const thread = [...time].sort((a, b) => b[1] - a[1])[0]?.[0]
  return events.filter((e) => `${String(e.pid)}:${String(e.tid)}` === thread)
}

const fileOf = (url = '') =>
  url
    .split('/')
    .at(-1)
    ?.replace(/-[\w-]{8}\.js$/, '.js') ?? ''

/** An event's name, with the function or script it runs, or the event it dispatches. */
function label(event: TraceEvent) {
  const data = event.args?.data
  if (event.name === 'FunctionCall' && data?.functionName !== undefined) {
    return `FunctionCall ${data.functionName || '(anonymous)'} ${fileOf(data.url)}`
  }
  if (event.name === 'EvaluateScript' || event.name === 'v8.compileModule') {
    return `${event.name} ${fileOf(data?.url)}`
  }
  if (event.name === 'EventDispatch' && data?.type) return `EventDispatch ${data.type}`
  return event.name
}

/**
 * Self time (ms) of each event name inside [from, to] on one thread's events, children
 * subtracted, most first: by wall time, or by thread (CPU) time with `cpu`.
 */
export function breakdown(onThread: TraceEvent[], from: number, to: number, cpu = false) {
  const time = (event: TraceEvent) => (cpu ? event.tdur : event.dur) ?? 0
  const inside = onThread
    .filter((e) => e.ph === 'X' && e.dur !== undefined && e.ts >= from && e.ts + (e.dur ?? 0) <= to)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const self = new Map<string, number>()
  const stack: TraceEvent[] = []
  for (const event of inside) {
    while (stack.length && (stack.at(-1)?.ts ?? 0) + (stack.at(-1)?.dur ?? 0) <= event.ts)
      stack.pop()
    const parent = stack.at(-1)
    if (parent) self.set(label(parent), (self.get(label(parent)) ?? 0) - time(event))
    self.set(label(event), (self.get(label(event)) ?? 0) + time(event))
    stack.push(event)
  }
  return [...self]
    .map(([name, us]) => ({ name, ms: Math.round(us / 100) / 10 }))
    .filter((entry) => entry.ms >= 1)
    .sort((a, b) => b.ms - a.ms)
}
