import type { Notification } from '@amply/core/notifications/notification-store'
import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { useAppServices } from '../lib/app-services'

// Sonner loads with the first notification, not with the page.
const NotificationToasts = lazy(() => import('./notification-toasts'))

const none: readonly Notification[] = []

/**
 * Shows core's notification store as toasts (docs/product.md#notifications: errors stay, others
 * clear).
 */
export function NotificationsHost() {
  const { notifications } = useAppServices()
  const list = useSyncExternalStore(notifications.subscribe, notifications.getSnapshot, () => none)
  // Once shown, the toaster stays mounted so a closing toast can animate out.
  const [needed, setNeeded] = useState(false)
  if (list.length > 0 && !needed) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <NotificationToasts notifications={list} onDismiss={notifications.dismiss} />
    </Suspense>
  )
}
