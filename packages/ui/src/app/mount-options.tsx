import { createNotificationStore } from '@amply/core/notifications/notification-store'
import { createRoot } from 'react-dom/client'
import { OptionsPage } from './extension-options-page'
import type { ServerSaveResult } from './extension-options-page'
import { createI18n } from '../i18n/i18n'
import { defaultLanguage, isLanguageCode } from '../i18n/languages'
import { createLazySession } from '../lib/session/lazy-session'
import { createSettingsStore } from '../lib/settings/settings-store'
import { AppProviders } from './app-providers'
import type { AppServices } from '../lib/app-services'

export type { ServerSaveResult }

/** Starts the browser extension's options page in `#root` (no session: nothing signed in). */
export async function mountOptions(props: {
  serverUrl: string
  saveServerUrl: (url: string) => Promise<ServerSaveResult>
}): Promise<void> {
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element to mount Amply in')
  const settings = createSettingsStore()
  const language = document.documentElement.lang
  const i18n = createI18n(isLanguageCode(language) ? language : defaultLanguage)
  await i18n.loadNamespaces(['common', 'panel'])
  const services: AppServices = {
    i18n,
    settings,
    notifications: createNotificationStore(),
    session: createLazySession(() => Promise.reject(new Error('The options page has no session'))),
    siteUrl: window.location.origin,
  }
  createRoot(root).render(
    <AppProviders services={services}>
      <OptionsPage {...props} />
    </AppProviders>,
  )
}
