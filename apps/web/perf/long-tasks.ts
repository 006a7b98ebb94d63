import type { Page } from '@playwright/test'

declare global {
  interface Window {
    /** Durations (ms) of the long tasks seen since the last `resetLongTasks`. */
    __longTasks?: number[]
  }
}

/** Before any script of the page runs: every long task (over 50 ms) of the main thread, kept. */
export async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    window.__longTasks = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks?.push(entry.duration)
    }).observe({ type: 'longtask', buffered: true })
  })
}

export async function resetLongTasks(page: Page) {
  await page.evaluate(() => {
    window.__longTasks = []
  })
}

export interface LongTasks {
  count: number
  /** The longest, ms (0 without any). */
  longestMs: number
}

export async function longTasksSinceReset(page: Page): Promise<LongTasks> {
  const durations = await page.evaluate(() => window.__longTasks ?? [])
  return { count: durations.length, longestMs: Math.round(Math.max(0, ...durations)) }
}
