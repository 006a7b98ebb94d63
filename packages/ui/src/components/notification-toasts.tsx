import type { Notification } from '@amply/core/notifications/notification-store'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { toast, Toaster } from 'sonner'
import { translateProductMessage } from '../lib/i18n/product-messages'
import { useAppServices } from '../lib/app-services'

const subscribeToDarkClass = (listener: () => void) => {
  const observer = new MutationObserver(listener)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => {
    observer.disconnect()
  }
}

/**
 * Mirrors the notification store into sonner: the store decides when a toast goes (its 3000 ms
 * rule), sonner only draws it; closing a toast dismisses it in the store.
 */
export default function NotificationToasts({
  notifications,
  onDismiss,
}: {
  notifications: readonly Notification[]
  onDismiss: (id: number) => void
}) {
  const { t } = useTranslation()
  const { settings } = useAppServices()
  const direction = useSyncExternalStore(
    settings.subscribe,
    () => settings.getSnapshot().themeDirection,
  )
  const dark = useSyncExternalStore(subscribeToDarkClass, () =>
    document.documentElement.classList.contains('dark'),
  )
  const shown = useRef(new Set<number>())

  useEffect(() => {
    const current = new Set(notifications.map((n) => n.id))
    for (const id of shown.current) {
      if (!current.has(id)) {
        toast.dismiss(id)
        shown.current.delete(id)
      }
    }
    for (const notification of notifications) {
      if (shown.current.has(notification.id)) continue
      shown.current.add(notification.id)
      toast[notification.kind](translateProductMessage(t, notification.message), {
        id: notification.id,
        duration: Number.POSITIVE_INFINITY,
        closeButton: true,
        onDismiss: () => {
          onDismiss(notification.id)
        },
      })
    }
  }, [notifications, onDismiss, t])

  return (
    <Toaster
      theme={dark ? 'dark' : 'light'}
      dir={direction}
      position="bottom-right"
      containerAriaLabel={t('notifications.label')}
      toastOptions={{ closeButtonAriaLabel: t('notifications.dismiss') }}
    />
  )
}
