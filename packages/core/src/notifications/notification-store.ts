import { NOTIFICATION_AUTO_DISMISS_MS } from '@amply/api/constants'
import { createStore } from '../lib/store'

export type NotificationKind = 'success' | 'info' | 'warning' | 'error'

export interface Notification {
  id: number
  kind: NotificationKind
  message: string
}

export type NotificationStore = ReturnType<typeof createNotificationStore>

/**
 * The notifications (toasts) on screen, newest last. docs/product.md#notifications: each clears
 * itself after 3000 ms unless it is an error, which stays until dismissed.
 */
export function createNotificationStore() {
  const store = createStore<readonly Notification[]>([])
  const timers = new Map<number, ReturnType<typeof setTimeout>>()
  let nextId = 1

  function dismiss(id: number) {
    clearTimeout(timers.get(id))
    timers.delete(id)
    store.set((list) => (list.some((n) => n.id === id) ? list.filter((n) => n.id !== id) : list))
  }

  function notify(kind: NotificationKind, message: string): number {
    const id = nextId++
    store.set((list) => [...list, { id, kind, message }])
    if (kind !== 'error') {
      timers.set(
        id,
        setTimeout(() => {
          dismiss(id)
        }, NOTIFICATION_AUTO_DISMISS_MS),
      )
    }
    return id
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    notify,
    dismiss,
    error: (message: string) => notify('error', message),
    success: (message: string) => notify('success', message),
    /** Clears every notification (errors included). */
    clear() {
      for (const id of [...timers.keys()]) dismiss(id)
      store.set([])
    },
  }
}
