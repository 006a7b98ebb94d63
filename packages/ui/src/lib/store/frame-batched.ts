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
 * it per chunk), its listeners hear of it at most once per scheduled call, and its snapshot is
 * the state they last heard of. A screen redrawn in between for another reason (the message
 * list measuring its rows, inside the browser's frame) draws that same state, instead of the
 * newest chunks and the work of a whole update in the frame.
 */
export function frameBatched<T>(
  store: ReadableStore<T>,
  schedule: Schedule = afterNextFrame,
): ReadableStore<T> {
  const listeners = new Set<() => void>()
  let shown = store.getSnapshot()
  let unsubscribe = () => {}
  let cancel: (() => void) | null = null
  const tell = () => {
    cancel = null
    shown = store.getSnapshot()
    for (const listener of [...listeners]) listener()
  }
  return {
    // Unwatched, it is the store's own: nothing would tell of a change.
    getSnapshot: () => (listeners.size > 0 ? shown : (shown = store.getSnapshot())),
    subscribe(listener) {
      if (listeners.size === 0) {
        shown = store.getSnapshot()
        unsubscribe = store.subscribe(() => {
          cancel ??= schedule(tell)
        })
      }
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size > 0) return
        unsubscribe()
        cancel?.()
        cancel = null
      }
    },
  }
}
