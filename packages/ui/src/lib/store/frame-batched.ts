import type { ReadableStore } from '@amply/core/lib/store'

type RequestFrame = (callback: () => void) => number
type CancelFrame = (handle: number) => void

const browserFrames = (): [RequestFrame, CancelFrame] => [
  (callback) => requestAnimationFrame(callback),
  (handle) => {
    cancelAnimationFrame(handle)
  },
]

/**
 * The store as the screen should see it: however often it changes (a streamed answer changes
 * it per chunk), its listeners hear of it at most once per animation frame, so a frame renders
 * the latest state once instead of every chunk in between.
 */
export function frameBatched<T>(
  store: ReadableStore<T>,
  [requestFrame, cancelFrame]: [RequestFrame, CancelFrame] = browserFrames(),
): ReadableStore<T> {
  return {
    getSnapshot: store.getSnapshot,
    subscribe(listener) {
      let frame: number | null = null
      const unsubscribe = store.subscribe(() => {
        frame ??= requestFrame(() => {
          frame = null
          listener()
        })
      })
      return () => {
        unsubscribe()
        if (frame !== null) cancelFrame(frame)
      }
    },
  }
}
