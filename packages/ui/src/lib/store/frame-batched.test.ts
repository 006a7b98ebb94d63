import { createStore } from '@amply/core/lib/store'
import { describe, expect, it } from 'vitest'
import { frameBatched } from './frame-batched'

/** Frames the test draws by hand. */
function manualFrames() {
  const pending = new Map<number, () => void>()
  let next = 0
  return {
    frames: [
      (callback: () => void) => {
        pending.set(++next, callback)
        return next
      },
      (handle: number) => {
        pending.delete(handle)
      },
    ] as [(callback: () => void) => number, (handle: number) => void],
    draw: () => {
      const callbacks = [...pending.values()]
      pending.clear()
      for (const callback of callbacks) callback()
    },
    pending: () => pending.size,
  }
}

describe('frameBatched', () => {
  it('tells a listener once per frame however many changes came, with the latest state', () => {
    const store = createStore(0)
    const { frames, draw } = manualFrames()
    const batched = frameBatched(store, frames)
    const seen: number[] = []
    batched.subscribe(() => seen.push(batched.getSnapshot()))

    for (let i = 1; i <= 500; i++) store.set(i)
    expect(seen).toEqual([])
    draw()
    expect(seen).toEqual([500])
    store.set(501)
    draw()
    expect(seen).toEqual([500, 501])
  })

  it('asks for no frame while nothing changes, and cancels its frame on unsubscribe', () => {
    const store = createStore('a')
    const manual = manualFrames()
    const batched = frameBatched(store, manual.frames)
    const seen: string[] = []
    const unsubscribe = batched.subscribe(() => seen.push(batched.getSnapshot()))
    expect(manual.pending()).toBe(0)
    store.set('b')
    expect(manual.pending()).toBe(1)
    unsubscribe()
    expect(manual.pending()).toBe(0)
    manual.draw()
    expect(seen).toEqual([])
  })
})
