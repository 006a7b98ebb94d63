// What a public page's startup costs the main thread, by Chrome's own trace: each page loaded
// cold RUNS times in Chromium against the built site on the real server, and for each task of
// the renderer's main thread its CPU time (the trace's thread time, which another process
// running beside does not lengthen, unlike its wall time) and what it was made of (script
// evaluated or run, by file; parsing, style, layout, paint, garbage collection). Each task is
// also shown as the phone of @amply/bench/budgets would run it: its CPU time times this machine's
// CPU benchmark index (measured in thread time too) ÷ the phone's, and the blocking time those
// tasks add after the first contentful paint (the part of each over 50 ms), as Lighthouse counts
// it. A guide for making the public pages start faster on a busy machine, not a figure to
// record: `pnpm bench` records those. TRACE_DIR=<dir> also saves the traces for DevTools.
// Run after the web build: `node --import tsx scripts/trace-startup.ts [/ /pricing …]`.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { budgets } from '@amply/bench/budgets'
import { measureBenchmarkIndex } from '@amply/bench/phone'
import { median } from '@amply/bench/stats'
import { chromiumArgs, ensureChromium } from '@amply/e2e/chromium'
import { startServer } from '@amply/e2e/server'
import { chromium } from '@playwright/test'
import type { Browser, CDPSession } from '@playwright/test'
import { breakdown, collectTrace, onMainThread, startTracing } from '../perf/trace-events'

const RUNS = Number(process.env.RUNS ?? 3)
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/pricing']

async function trace<T>(cdp: CDPSession, run: () => Promise<T>) {
  await startTracing(cdp)
  const value = await run()
  return { value, events: await collectTrace(cdp) }
}

/**
 * This machine's CPU benchmark index in thread time: Lighthouse's benchmark run inside a trace,
 * its index scaled by the wall time it took ÷ its CPU time (what it would read on this machine
 * with nothing else running).
 */
async function cpuBenchmarkIndex(browser: Browser) {
  const page = await browser.newPage()
  const cdp = await page.context().newCDPSession(page)
  const { value, events } = await trace(cdp, () => measureBenchmarkIndex(page))
  await page.close()
  // The task that ran it: the page's longest.
  const [task] = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.tdur)
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
  if (!task?.tdur || !task.dur) throw new Error('The trace holds no task of the benchmark')
  return Math.round((value * task.dur) / task.tdur)
}

const server = await startServer()
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs })
try {
  const indexes = []
  for (let i = 0; i < 3; i += 1) indexes.push(await cpuBenchmarkIndex(browser))
  const index = median(indexes)
  const slowdown = index / budgets.phoneBenchmarkIndex
  console.log(
    `CPU benchmark index in thread time: ${indexes.join(', ')} (median ${String(index)}): the phone is ${slowdown.toFixed(2)}× slower`,
  )
  for (const pagePath of pages) {
    const blocking: number[] = []
    for (let run = 1; run <= RUNS; run += 1) {
      // A cold visitor: a context of its own (no cache), a phone's screen.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      const { events } = await trace(cdp, async () => {
        await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' })
        await page.waitForTimeout(1000)
      })
      await context.close()
      if (process.env.TRACE_DIR) {
        const name = `${pagePath.replaceAll('/', '_') || '_'}-${String(run)}.json`
        writeFileSync(path.join(process.env.TRACE_DIR, name), JSON.stringify(events))
      }
      const fcp = events.find((e) => e.name === 'firstContentfulPaint')
      const renderer = fcp?.pid
      const onThread = onMainThread(events, renderer)
      const tasks = onThread.filter((e) => e.name === 'RunTask' && e.ph === 'X')
      // The page's own navigation: the renderer's last before its first paint.
      const start = events.findLast(
        (e) => e.name === 'navigationStart' && e.pid === renderer && e.ts <= (fcp?.ts ?? 0),
      )?.ts
      const at = (ts: number) => Math.round((ts - (start ?? tasks[0]?.ts ?? 0)) / 1000)
      const cpu = tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000
      let tbt = 0
      const lines: string[] = []
      for (const task of tasks) {
        const phoneMs = ((task.tdur ?? 0) / 1000) * slowdown
        const afterPaint = fcp !== undefined && task.ts >= fcp.ts
        if (afterPaint) tbt += Math.max(0, phoneMs - 50)
        if (phoneMs < 30) continue
        const parts = breakdown(onThread, task.ts, task.ts + (task.dur ?? 0), true)
          .filter((part) => part.name !== 'RunTask')
          .slice(0, 8)
          .map((part) => `${part.name} ${part.ms.toFixed(1)}`)
          .join(', ')
        lines.push(
          `  at ${String(at(task.ts))} ms${afterPaint ? '' : ' (before paint)'}: ${((task.tdur ?? 0) / 1000).toFixed(1)} ms CPU (${((task.dur ?? 0) / 1000).toFixed(1)} ms wall), ${Math.round(phoneMs)} ms at the phone: ${parts}`,
        )
      }
      blocking.push(Math.round(tbt))
      console.log(
        `${pagePath}, run ${String(run)}: first contentful paint at ${fcp ? String(at(fcp.ts)) : '?'} ms, ${cpu.toFixed(0)} ms of main-thread CPU, blocking time at the phone ${String(Math.round(tbt))} ms`,
      )
      for (const line of lines) console.log(line)
    }
    console.log(`${pagePath}: blocking time at the phone, median ${String(median(blocking))} ms`)
  }
} finally {
  await browser.close()
  await server.stop()
}
