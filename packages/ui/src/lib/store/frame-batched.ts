import type { ReadableStore } from '@amply/core/lib/store'

/** Asks for a frame; the callback gets the frame's time (ms), as `requestAnimationFrame` does. */
type RequestFrame = (callback: (time: number) => void) => number
type CancelFrame = (handle: number) => void

const browserFrames = (): [RequestFrame, CancelFrame] => [
  (callback) => requestAnimationFrame(callback),
  (handle) => {
    cancelAnimationFrame(handle)
  },
]

export interface FrameBatchOptions {
  /** At least this long between two tellings (ms): later frames wait their turn. */
  minIntervalMs?: number
  frames?: [RequestFrame, CancelFrame]
}

/**
 * The store as the screen should see it: however often it changes (a streamed answer changes
 * it per chunk), its listeners hear of it at most once per animation frame, so a frame renders
 * the latest state once instead of every chunk in between; with `minIntervalMs`, at most once
 * per that long.
 */
export function frameBatched<T>(
  store: ReadableStore<T>,
  {
    minIntervalMs = 0,
    frames: [requestFrame, cancelFrame] = browserFrames(),
  }: FrameBatchOptions = {},
): ReadableStore<T> {
  return {
    getSnapshot: store.getSnapshot,
    subscribe(listener) {
      let frame: number | null = null
      let toldAt = -Infinity
      const onFrame = (time: number) => {
        if (time - toldAt < minIntervalMs) {
          frame = requestFrame(onFrame)
          return
        }
        frame = null
        toldAt = time
        listener()
      }
      const unsubscribe = store.subscribe(() => {
        frame ??= requestFrame(onFrame)
      })
      return () => {
        unsubscribe()
        if (frame !== null) cancelFrame(frame)
      }
    },
  }
}
