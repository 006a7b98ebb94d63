type Listener = () => void

/** A read-only view of a store: what `useSyncExternalStore` binds to. */
export interface ReadableStore<T> {
  /** The current state; the same object until the state changes. */
  getSnapshot: () => T
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: Listener) => () => void
}

export interface Store<T> extends ReadableStore<T> {
  /** Replaces the state (or derives it from the current one) and tells the listeners. */
  set: (next: T | ((current: T) => T)) => void
}

/** A minimal observable value: the base of every core store. */
export function createStore<T>(initial: T): Store<T> {
  let state = initial
  const listeners = new Set<Listener>()
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    set(next) {
      const value = typeof next === 'function' ? (next as (current: T) => T)(state) : next
      if (Object.is(value, state)) return
      state = value
      for (const listener of [...listeners]) listener()
    },
  }
}
