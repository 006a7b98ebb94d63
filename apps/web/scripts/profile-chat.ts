// Where the chat's main thread spends its time: the bench's scenario (a 2,000-message
// conversation scrolled end to end, then a long markdown answer streamed) under the Chrome
// DevTools CPU profiler, printing the functions with the most self time in each, and the
// longest frames with what was on the stack in each. A guide for making the chat faster, not a
// figure to record. PROFILE_DIR=<dir> also saves the profiles for DevTools; STACK_LINES=<n>
// prints n functions per long frame (12).
// Run after the web build: `node --import tsx scripts/profile-chat.ts [top=30]`.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { CDPSession, Page } from '@playwright/test'
import { openFromHistory, scrollEndToEnd, streamLongAnswer } from '../perf/chat-scenario'
import { onChatStage } from '../perf/chat-stage'
import { longTasksSinceReset, resetLongTasks, watchLongTasks } from '../perf/long-tasks'

const top = Number(process.argv[2] ?? 30)

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

/** A function as the reports name it: its name, file, line and column. */
const frameName = (frame: ProfileNode['callFrame']) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.split('/').at(-1) ?? ''}:${String(frame.lineNumber + 1)}:${String(frame.columnNumber + 1)}`

/** Self time per function (name, file, line), most first, in ms; per file with `byFile`. */
function selfTimes(profile: Profile, byFile = false): { where: string; ms: number }[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const totals = new Map<string, number>()
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)?.callFrame
    if (!frame) return
    const file = frame.url.split('/').at(-1) ?? ''
    const where = byFile
      ? file.replace(/-[\w-]{8}\.js$/, '.js') || frame.functionName
      : frameName(frame)
    // A sample's time is the gap to the next one.
    totals.set(where, (totals.get(where) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000)
  })
  return [...totals].map(([where, ms]) => ({ where, ms })).sort((a, b) => b.ms - a.ms)
}

/**
 * The functions most often on the stack (inclusive time) between `fromMs` and `toMs` of the
 * profile (ms since it started): what made one long frame long.
 */
function stackTimes(profile: Profile, fromMs: number, toMs: number): [string, number][] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const parents = new Map<number, number>()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id)
  const inclusive = new Map<string, number>()
  let at = 0
  profile.samples.forEach((sample, i) => {
    at += (profile.timeDeltas[i] ?? 0) / 1000
    if (at < fromMs || at > toMs) return
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000
    const seen = new Set<string>()
    for (let id: number | undefined = sample; id !== undefined; id = parents.get(id)) {
      const frame = nodes.get(id)?.callFrame
      if (!frame || ['(root)', '(idle)'].includes(frame.functionName)) continue
      const name = frameName(frame)
      if (seen.has(name)) continue
      seen.add(name)
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms)
    }
  })
  return [...inclusive].sort((a, b) => b[1] - a[1])
}

function print(label: string, profile: Profile) {
  for (const byFile of [true, false]) {
    const times = selfTimes(profile, byFile)
    const total = times.reduce((sum, time) => sum + time.ms, 0)
    console.log(`\n## ${label}, by ${byFile ? 'file' : 'function'}: ${total.toFixed(0)} ms sampled`)
    for (const { where, ms } of times.slice(0, byFile ? 12 : top)) {
      const share = ((100 * ms) / total).toFixed(1)
      console.log(`${ms.toFixed(1).padStart(9)} ms ${share.padStart(5)}%  ${where}`)
    }
  }
}

/** Every long animation frame of the page, with what ran in it (Chromium's LoAF entries). */
async function watchLongFrames(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __frames: unknown[] }
    w.__frames = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__frames.push(entry.toJSON())
    }).observe({ type: 'long-animation-frame', buffered: true })
  })
}

interface LongFrame {
  startTime: number
  duration: number
  renderStart: number
  styleAndLayoutStart: number
  scripts: {
    invoker: string
    sourceFunctionName: string
    sourceURL: string
    duration: number
    forcedStyleAndLayoutDuration: number
  }[]
}

/**
 * The longest frames since the last call: scripts (with forced layout), then render; with the
 * profile taken meanwhile (and the page's clock when it started), what was on the stack.
 */
async function printLongFrames(
  page: Page,
  count = 6,
  profiled?: { profile: Profile; startedAt: number },
) {
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: unknown[] }
    const taken = w.__frames
    w.__frames = []
    return taken
  })
  const longest = (frames as LongFrame[]).sort((a, b) => b.duration - a.duration).slice(0, count)
  for (const frame of longest) {
    const end = frame.startTime + frame.duration
    const render = frame.renderStart ? end - frame.renderStart : 0
    const layout = frame.styleAndLayoutStart ? end - frame.styleAndLayoutStart : 0
    console.log(
      `frame ${frame.duration.toFixed(0)} ms: render ${render.toFixed(0)} ms (style and layout ${layout.toFixed(0)} ms)`,
    )
    for (const script of frame.scripts) {
      const file = script.sourceURL.split('/').at(-1) ?? ''
      console.log(
        `  ${script.duration.toFixed(0).padStart(5)} ms (forced layout ${script.forcedStyleAndLayoutDuration.toFixed(0)}) ${script.invoker} ${script.sourceFunctionName} ${file}`,
      )
    }
    if (!profiled) continue
    const from = frame.startTime - profiled.startedAt
    for (const [name, ms] of stackTimes(profiled.profile, from, from + frame.duration).slice(
      0,
      Number(process.env.STACK_LINES ?? 12),
    )) {
      console.log(`        ${ms.toFixed(1).padStart(6)} ms on the stack  ${name}`)
    }
  }
}

/** Starts the profiler; returns the page's clock then, to place its frames in the profile. */
async function start(page: Page, cdp: CDPSession): Promise<number> {
  await printLongFrames(page, 0)
  const startedAt = await page.evaluate(() => performance.now())
  await cdp.send('Profiler.start')
  return startedAt
}

/** Stops the profiler; with PROFILE_DIR set, also saves `<name>.cpuprofile` for DevTools. */
async function stop(cdp: CDPSession, name: string): Promise<Profile> {
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }
  const dir = process.env.PROFILE_DIR
  if (dir) writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile))
  return profile
}

await onChatStage(
  'profile-chat',
  async ({ serverUrl, context, page }) => {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })

    console.log(`opened in ${String(await openFromHistory(page))} ms`)
    await resetLongTasks(page)
    let startedAt = await start(page, cdp)
    await scrollEndToEnd(page)
    const scrollProfile = await stop(cdp, 'scrolling')
    print('scrolling end to end', scrollProfile)
    const scrolling = await longTasksSinceReset(page)
    console.log(`long tasks: ${String(scrolling.count)}, longest ${String(scrolling.longestMs)} ms`)
    await printLongFrames(page, 6, { profile: scrollProfile, startedAt })

    await streamLongAnswer(page, serverUrl, async () => {
      await resetLongTasks(page)
      startedAt = await start(page, cdp)
    })
    const streamProfile = await stop(cdp, 'streaming')
    print('streaming', streamProfile)
    const streaming = await longTasksSinceReset(page)
    console.log(`long tasks: ${String(streaming.count)}, longest ${String(streaming.longestMs)} ms`)
    await printLongFrames(page, 6, { profile: streamProfile, startedAt })
  },
  async (page) => {
    await watchLongTasks(page)
    await watchLongFrames(page)
  },
)
