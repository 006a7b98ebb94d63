import type { ReadableStore } from '@amply/core/lib/store'

type RequestFrame = (callback: () => void) => number
type CancelFrame = (handle: number) => void

/**
 * A turn once per animation frame, in a task of its own just after the frame rather than in it:
 * the redraw it brings (a streamed answer's new text) and the browser's layout and paint of the
 * page are then two tasks, neither of them long, and input can be handled between them. What
 * changed shows one frame later.
 */
function afterFrames(): [RequestFrame, CancelFrame] {
  const channel = new MessageChannel()
  const waiting = new Map<number, () => void>()
  let last = 0
  channel.port1.onmessage = ({ data }: MessageEvent<number>) => {
    const callback = waiting.get(data)
    waiting.delete(data)
    callback?.()
  }
  return [
    (callback) => {
      const handle = ++last
      waiting.set(handle, callback)
      requestAnimationFrame(() => {
        channel.port2.postMessage(handle)
      })
      return handle
    },
    (handle) => {
      waiting.delete(handle)
    },
  ]
}

/**
 * The store as the screen should see it: however often it changes (a streamed answer changes
 * it per chunk), its listeners hear of it at most once per animation frame, so a frame renders
 * the latest state once instead of every chunk in between.
 */
export function frameBatched<T>(
  store: ReadableStore<T>,
  [requestFrame, cancelFrame]: [RequestFrame, CancelFrame] = afterFrames(),
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
