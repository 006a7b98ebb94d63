import { NOTIFICATION_AUTO_DISMISS_MS } from '@amply/api/constants'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createNotificationStore } from './notification-store'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const messages = (store: ReturnType<typeof createNotificationStore>) =>
  store.getSnapshot().map((n) => n.message)

describe('notifications (auto-dismiss 3000 ms)', () => {
  it.each(['success', 'info', 'warning'] as const)(
    'a %s notification clears itself after 3000 ms',
    (kind) => {
      const store = createNotificationStore()
      store.notify(kind, 'Saved')
      vi.advanceTimersByTime(NOTIFICATION_AUTO_DISMISS_MS - 1)
      expect(messages(store)).toEqual(['Saved'])
      vi.advanceTimersByTime(1)
      expect(messages(store)).toEqual([])
    },
  )

  it('an error notification stays until it is cleared', () => {
    const store = createNotificationStore()
    const id = store.error('Connection lost')
    vi.advanceTimersByTime(60_000)
    expect(store.getSnapshot()).toEqual([{ id, kind: 'error', message: 'Connection lost' }])
    store.dismiss(id)
    expect(store.getSnapshot()).toEqual([])
  })

  it('each notification keeps its own timer', () => {
    const store = createNotificationStore()
    store.success('first')
    vi.advanceTimersByTime(2000)
    store.success('second')
    store.error('stays')
    vi.advanceTimersByTime(1000)
    expect(messages(store)).toEqual(['second', 'stays'])
    vi.advanceTimersByTime(2000)
    expect(messages(store)).toEqual(['stays'])
  })

  it('clear removes everything, errors included', () => {
    const store = createNotificationStore()
    store.success('a')
    store.error('b')
    store.clear()
    expect(store.getSnapshot()).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })
})
