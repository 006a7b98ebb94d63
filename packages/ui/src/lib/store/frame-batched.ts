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
 * per that long. Between two tellings the snapshot stays the one last told: a render for
 * another reason (the list measuring a row, a scroll) would otherwise draw the newest chunks
 * outside the frames, and a long answer's last block would be parsed twice in one frame.
 */
export function frameBatched<T>(
  store: ReadableStore<T>,
  {
    minIntervalMs = 0,
    frames: [requestFrame, cancelFrame] = browserFrames(),
  }: FrameBatchOptions = {},
): ReadableStore<T> {
  let shown = store.getSnapshot()
  const listeners = new Set<() => void>()
  let frame: number | null = null
  let toldAt = -Infinity
  let unsubscribe: (() => void) | undefined

  const onFrame = (time: number) => {
    if (time - toldAt < minIntervalMs) {
      frame = requestFrame(onFrame)
      return
    }
    frame = null
    toldAt = time
    shown = store.getSnapshot()
    for (const listener of [...listeners]) listener()
  }
  const changed = () => {
    frame ??= requestFrame(onFrame)
  }

  return {
    getSnapshot: () => shown,
    subscribe(listener) {
      listeners.add(listener)
      if (!unsubscribe) {
        unsubscribe = store.subscribe(changed)
        // Changed while no one was listening: told in the next frame.
        if (store.getSnapshot() !== shown) changed()
      }
      return () => {
        listeners.delete(listener)
        if (listeners.size > 0 || !unsubscribe) return
        unsubscribe()
        unsubscribe = undefined
        if (frame !== null) cancelFrame(frame)
        frame = null
      }
    },
  }
}
