import { createStore } from '@amply/core/lib/store'
import { describe, expect, it } from 'vitest'
import { afterNextFrame, frameBatched } from './frame-batched'
import type { Schedule } from './frame-batched'

/** Frames the test draws by hand. */
function manualFrames() {
  const pending = new Set<() => void>()
  return {
    frames: ((callback) => {
      const call = () => {
        callback()
      }
      pending.add(call)
      return () => pending.delete(call)
    }) satisfies Schedule,
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

  it('shows between frames the state its listeners last heard of, to every listener', () => {
    const store = createStore(0)
    const manual = manualFrames()
    const batched = frameBatched(store, manual.frames)
    const seen: number[][] = []
    batched.subscribe(() => seen.push([1, batched.getSnapshot()]))
    batched.subscribe(() => seen.push([2, batched.getSnapshot()]))
    store.set(1)
    // A redraw for another reason, before the frame: the state drawn so far.
    expect(batched.getSnapshot()).toBe(0)
    manual.draw()
    expect(seen).toEqual([
      [1, 1],
      [2, 1],
    ])
    expect(manual.pending()).toBe(0)
  })

  it('is the store’s own state while nobody listens', () => {
    const store = createStore('a')
    const batched = frameBatched(store, manualFrames().frames)
    store.set('b')
    expect(batched.getSnapshot()).toBe('b')
    const unsubscribe = batched.subscribe(() => {})
    store.set('c')
    expect(batched.getSnapshot()).toBe('b')
    unsubscribe()
    expect(batched.getSnapshot()).toBe('c')
  })
})

describe('afterNextFrame', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100))

  it('calls back in a task after the frame’s callbacks, not inside the frame', async () => {
    const order: string[] = []
    afterNextFrame(() => order.push('update'))
    requestAnimationFrame(() => {
      order.push('frame')
      queueMicrotask(() => order.push('end of the frame’s task'))
    })
    await settle()
    expect(order).toEqual(['frame', 'end of the frame’s task', 'update'])
  })

  it('calls nothing once cancelled, before or after the frame', async () => {
    const calls: string[] = []
    afterNextFrame(() => calls.push('before'))()
    const cancel = afterNextFrame(() => calls.push('after'))
    requestAnimationFrame(() => {
      cancel()
    })
    await settle()
    expect(calls).toEqual([])
  })
})
