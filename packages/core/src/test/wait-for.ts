/** Resolves with the store's state once `predicate` holds (checked now and on every change). */
export function waitFor<T>(
  store: { getSnapshot: () => T; subscribe: (listener: () => void) => () => void },
  predicate: (state: T) => boolean,
  timeoutMs = 2000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const state = store.getSnapshot()
      if (!predicate(state)) return false
      clearTimeout(timer)
      unsubscribe()
      resolve(state)
      return true
    }
    const timer = setTimeout(() => {
      unsubscribe()
      reject(new Error(`waitFor: no matching state in ${timeoutMs} ms`))
    }, timeoutMs)
    const unsubscribe = store.subscribe(check)
    check()
  })
}
