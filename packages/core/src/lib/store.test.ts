import { describe, expect, it, vi } from 'vitest'
import { createStore } from './store'

describe('createStore', () => {
  it('keeps the same snapshot until the state changes', () => {
    const store = createStore({ count: 0 })
    const first = store.getSnapshot()
    expect(store.getSnapshot()).toBe(first)
    store.set((state) => ({ count: state.count + 1 }))
    expect(store.getSnapshot()).toEqual({ count: 1 })
    expect(store.getSnapshot()).not.toBe(first)
  })

  it('tells subscribers about changes until they unsubscribe', () => {
    const store = createStore(0)
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.set(1)
    store.set(1)
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    store.set(2)
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
