import type { ReadableStore } from '@amply/core/lib/store'

/** Calls back once, later; answers a function that cancels the call. */
export type Schedule = (callback: () => void) => () => void

/**
 * In a task of its own right after the next frame: a screen updated there (a streamed answer's
 * new words rendered) is styled and laid out by the browser's next frame, so the two are two
 * tasks instead of one long one, and input waiting between them is handled. Updated inside the
 * frame's callback, both ran as one task: 54 to 82 ms at the end of a long answer.
 */
export const afterNextFrame: Schedule = (callback) => {
  let timeout: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(callback, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timeout)
  }
}

/**
 * The store as the screen should see it: however often it changes (a streamed answer changes
 * it per chunk), its listeners hear of it at most once per animation frame, so a frame renders
 * the latest state once instead of every chunk in between.
 */
export function frameBatched<T>(
  store: ReadableStore<T>,
  schedule: Schedule = afterNextFrame,
): ReadableStore<T> {
  return {
    getSnapshot: store.getSnapshot,
    subscribe(listener) {
      let cancel: (() => void) | null = null
      const unsubscribe = store.subscribe(() => {
        cancel ??= schedule(() => {
          cancel = null
          listener()
        })
      })
      return () => {
        unsubscribe()
        cancel?.()
      }
    },
  }
}
