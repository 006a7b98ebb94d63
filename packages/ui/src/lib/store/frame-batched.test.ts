import { createStore } from '@amply/core/lib/store'
import { describe, expect, it } from 'vitest'
import { frameBatched } from './frame-batched'

/** Frames the test draws by hand, 16 ms apart. */
function manualFrames() {
  const pending = new Map<number, (time: number) => void>()
  let next = 0
  let time = 0
  return {
    frames: [
      (callback: (time: number) => void) => {
        pending.set(++next, callback)
        return next
      },
      (handle: number) => {
        pending.delete(handle)
      },
    ] as [(callback: (time: number) => void) => number, (handle: number) => void],
    draw: () => {
      time += 16
      const callbacks = [...pending.values()]
      pending.clear()
      for (const callback of callbacks) callback(time)
    },
    pending: () => pending.size,
  }
}

describe('frameBatched', () => {
  it('tells a listener once per frame however many changes came, with the latest state', () => {
    const store = createStore(0)
    const { frames, draw } = manualFrames()
    const batched = frameBatched(store, { frames })
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
    const batched = frameBatched(store, { frames: manual.frames })
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

  it('with a minimum interval, tells no sooner than that after the last time', () => {
    const store = createStore(0)
    const manual = manualFrames()
    const batched = frameBatched(store, { minIntervalMs: 30, frames: manual.frames })
    const seen: number[] = []
    batched.subscribe(() => seen.push(batched.getSnapshot()))

    store.set(1)
    manual.draw()
    expect(seen).toEqual([1])
    // The next frame is 16 ms later: too soon, the change waits for the one after.
    store.set(2)
    manual.draw()
    expect(seen).toEqual([1])
    store.set(3)
    manual.draw()
    expect(seen).toEqual([1, 3])
    // Nothing changed: no frame asked for.
    expect(manual.pending()).toBe(0)
  })

  it('keeps the snapshot last told until the next telling, for every listener at once', () => {
    const store = createStore(0)
    const manual = manualFrames()
    const batched = frameBatched(store, { frames: manual.frames })
    const seen: [string, number][] = []
    batched.subscribe(() => seen.push(['a', batched.getSnapshot()]))
    batched.subscribe(() => seen.push(['b', batched.getSnapshot()]))

    store.set(1)
    store.set(2)
    // A render between frames draws what the screen already shows.
    expect(batched.getSnapshot()).toBe(0)
    expect(manual.pending()).toBe(1)
    manual.draw()
    expect(seen).toEqual([
      ['a', 2],
      ['b', 2],
    ])
    store.set(3)
    expect(batched.getSnapshot()).toBe(2)
  })

  it('catches up with a change made while no one listened', () => {
    const store = createStore('a')
    const manual = manualFrames()
    const batched = frameBatched(store, { frames: manual.frames })
    store.set('b')
    const seen: string[] = []
    batched.subscribe(() => seen.push(batched.getSnapshot()))
    expect(manual.pending()).toBe(1)
    manual.draw()
    expect(seen).toEqual(['b'])
  })
})
