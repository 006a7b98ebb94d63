/**
 * What a test waits for without a clock: the code it watches calls `notify()` after each change,
 * and `until(read)` resolves with the first value `read` gives other than undefined, read now
 * and after every notification. `failOn` rejects it instead if that promise settles first.
 */
export function createWatch() {
  const changes = new EventTarget()
  return {
    notify: () => {
      changes.dispatchEvent(new Event('change'))
    },
    until<T>(
      read: () => T | undefined,
      failOn?: { settles: Promise<unknown>; error: () => Error },
    ) {
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          const value = read()
          if (value === undefined) return
          changes.removeEventListener('change', check)
          resolve(value)
        }
        changes.addEventListener('change', check)
        check()
        if (!failOn) return
        const fail = () => {
          reject(failOn.error())
        }
        void failOn.settles.then(fail, fail)
      })
    },
  }
}
