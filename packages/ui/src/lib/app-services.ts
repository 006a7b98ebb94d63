import type { NotificationStore } from '@amply/core/notifications/notification-store'
import { createContext, useContext } from 'react'
import type { I18n } from '../i18n/i18n'
import type { LazySession } from './session/lazy-session'
import type { SettingsStore } from './settings/settings-store'

/** What every screen may use, made once per app (the website, the side panel). */
export interface AppServices {
  i18n: I18n
  settings: SettingsStore
  notifications: NotificationStore
  session: LazySession
  /** The site's public address, before every page path in canonical links (no trailing `/`). */
  siteUrl: string
}

export const AppServicesContext = createContext<AppServices | null>(null)

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext)
  if (!services) throw new Error('useAppServices() is used outside <AppProviders>')
  return services
}
