import type { Page } from '@playwright/test'

declare global {
  interface Window {
    /** Every long task of the page so far: when it started and how long it took (ms). */
    __longTasks?: { start: number; duration: number }[]
    /** The page's clock at the last `resetLongTasks`. */
    __longTasksSince?: number
  }
}

/** Before any script of the page runs: every long task (over 50 ms) of the main thread, kept. */
export async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    window.__longTasks = []
    window.__longTasksSince = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__longTasks?.push({ start: entry.startTime, duration: entry.duration })
      }
    }).observe({ type: 'longtask', buffered: true })
  })
}

/**
 * Counts long tasks from now on. By start time: the observer hears of a task some time after
 * it ended, so one of the step before (opening the conversation, sending the question) may
 * arrive after this call, and is not this step's.
 */
export async function resetLongTasks(page: Page) {
  await page.evaluate(() => {
    window.__longTasksSince = performance.now()
  })
}

export interface LongTasks {
  count: number
  /** The longest, ms (0 without any). */
  longestMs: number
}

export async function longTasksSinceReset(page: Page): Promise<LongTasks> {
  // The observer delivers its entries in a later task: let it, before reading them.
  const durations = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        setTimeout(() => {
          const since = window.__longTasksSince ?? 0
          resolve(
            (window.__longTasks ?? [])
              .filter((task) => task.start >= since)
              .map((task) => task.duration),
          )
        }, 100)
      }),
  )
  return { count: durations.length, longestMs: Math.round(Math.max(0, ...durations)) }
}
