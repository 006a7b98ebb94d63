/** Runs at most `limit` tasks at once; the others wait their turn in order. */
export function createSemaphore(limit: number) {
  let running = 0
  const waiting: (() => void)[] = []

  async function acquire() {
    if (running < limit) {
      running++
      return
    }
    await new Promise<void>((resolve) => waiting.push(resolve))
  }

  function release() {
    const next = waiting.shift()
    if (next) next()
    else running--
  }

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    await acquire()
    try {
      return await task()
    } finally {
      release()
    }
  }
}
