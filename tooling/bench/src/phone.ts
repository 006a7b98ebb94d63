// One emulated phone on every machine. A figure that depends on the CPU (Lighthouse's scores
// and blocking time, long tasks, the panel's open time) says as much about the machine as about
// the code: Lighthouse's fixed 4× slowdown made a fast machine a fast phone. Each bench measures
// the machine's CPU benchmark index (Lighthouse's own) in the browser it measures with, just
// before each run, and slows the CPU by measured ÷ budgets.phoneBenchmarkIndex; a run during
// which the machine's speed changed (another index, measured after it, far from the first) says
// nothing of a known phone, and is run again.
import type { BrowserContext, Page } from '@playwright/test'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { budgets } from './budgets'

/** Lighthouse's CPU benchmark (its reports' `benchmarkIndex`), as a page evaluates it. */
const benchmarkIndexScript = `(${pageFunctions.computeBenchmarkIndex.toString()})()`

/** How far apart a run's indexes may be (the highest ÷ the lowest) for the run to count. */
export const STEADY_SPREAD = 1.5
/** How many times a run is tried before the machine is declared too unsteady to measure. */
const ATTEMPTS = 6

/** The phone emulated for one run: what the machine measured, and the slowdown it took. */
export interface PhoneCpu {
  /** The machine's CPU benchmark index just before the run. */
  benchmarkIndex: number
  /** How many times slower than the machine the phone is: index ÷ the phone's index. */
  slowdown: number
}

/** The phone for a machine whose benchmark index is `benchmarkIndex`. */
export function phoneCpu(benchmarkIndex: number): PhoneCpu {
  return {
    benchmarkIndex: Math.round(benchmarkIndex),
    slowdown: Number((benchmarkIndex / budgets.phoneBenchmarkIndex).toFixed(2)),
  }
}

/** The machine's CPU benchmark index, run in `page` (blank: nothing else runs in it). */
export async function measureBenchmarkIndex(page: Page): Promise<number> {
  const index = await page.evaluate(benchmarkIndexScript)
  if (typeof index !== 'number' || !(index > 0)) {
    throw new Error(`The CPU benchmark gave ${String(index)}`)
  }
  return Math.round(index)
}

/** The machine's CPU benchmark index, in a blank page of `context` opened for it. */
export async function benchmarkIndexIn(context: BrowserContext): Promise<number> {
  const page = await context.newPage()
  try {
    return await measureBenchmarkIndex(page)
  } finally {
    await page.close()
  }
}

/**
 * Slows the CPU of `page` to the phone's with DevTools' `Emulation.setCPUThrottlingRate`,
 * which holds across the page's navigations. That rate only slows: on a machine slower than the
 * phone (slowdown under 1) the page runs unslowed, as a slower phone than budgeted.
 */
export async function slowToPhone(page: Page, phone: PhoneCpu): Promise<void> {
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate: Math.max(1, phone.slowdown) })
}

export interface PhoneRun<T> {
  value: T
  phone: PhoneCpu
  /** The machine's CPU benchmark indexes around the run: before, during (if known), after. */
  indexes: number[]
}

/**
 * Runs `run` at the phone measured just before it, again while the machine's speed changed
 * during it: the index measured after (and `indexDuring`, one the run itself measured) must be
 * within STEADY_SPREAD of the one before. Throws after ATTEMPTS tries.
 */
export async function runAtPhone<T>(
  what: string,
  benchmarkIndex: () => Promise<number>,
  run: (phone: PhoneCpu) => Promise<T>,
  indexDuring?: (value: T) => number,
): Promise<PhoneRun<T>> {
  for (let attempt = 1; ; attempt += 1) {
    const phone = phoneCpu(await benchmarkIndex())
    const value = await run(phone)
    const during = indexDuring ? [Math.round(indexDuring(value))] : []
    const indexes = [phone.benchmarkIndex, ...during, await benchmarkIndex()]
    if (Math.max(...indexes) / Math.min(...indexes) <= STEADY_SPREAD) {
      return { value, phone, indexes }
    }
    const changed = `the machine's speed changed during the run (CPU benchmark index ${indexes.join(' → ')})`
    if (attempt === ATTEMPTS) {
      throw new Error(`${what}: ${changed}, ${String(ATTEMPTS)} times: measure when it is steadier`)
    }
    console.log(`${what}: ${changed}; again`)
  }
}

/** How a run's phone reads in the notes: `1,620 → 4.05×`. */
export const phoneText = ({ benchmarkIndex, slowdown }: PhoneCpu) =>
  `${benchmarkIndex.toLocaleString('en')} → ${String(slowdown)}×`
