import { describe, expect, it } from 'vitest'
import { createSemaphore } from './semaphore'

describe('createSemaphore', () => {
  it('runs no more tasks at once than its limit, and all of them in the end', async () => {
    const run = createSemaphore(2)
    let running = 0
    let most = 0
    const task = (value: number) =>
      run(async () => {
        running++
        most = Math.max(most, running)
        await new Promise(setImmediate) // a turn of the event loop, letting the others try
        running--
        return value
      })
    const results = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(task))
    expect(results).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(most).toBe(2)
  })

  it('frees its place when a task fails', async () => {
    const run = createSemaphore(1)
    await expect(run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(run(() => Promise.resolve('next'))).resolves.toBe('next')
  })
})
