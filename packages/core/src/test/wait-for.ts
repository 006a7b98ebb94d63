/**
 * Resolves with the store's state once `predicate` holds (checked now and on every change).
 * No deadline of its own: the test's time limit stops a wait that never ends.
 */
export function waitFor<T>(
  store: { getSnapshot: () => T; subscribe: (listener: () => void) => () => void },
  predicate: (state: T) => boolean,
): Promise<T> {
  return new Promise((resolve) => {
    const check = () => {
      const state = store.getSnapshot()
      if (!predicate(state)) return false
      unsubscribe()
      resolve(state)
      return true
    }
    const unsubscribe = store.subscribe(check)
    check()
  })
}
