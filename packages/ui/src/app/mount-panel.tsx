import type { Session, SessionCache } from '@amply/core/auth/session'
import { createNotificationStore } from '@amply/core/notifications/notification-store'
import { createRoot } from 'react-dom/client'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { StoredSessionContext } from '../lib/panel/resumed-session'
import { createI18n } from '../i18n/i18n'
import { defaultLanguage, isLanguageCode } from '../i18n/languages'
import { PanelBridgeContext } from '../lib/panel/panel-bridge'
import type { PanelBridge } from '../lib/panel/panel-bridge'
import { serverStateOf } from '../lib/server-state/server-state'
import { ServerStateProvider } from '../lib/server-state/server-state-provider'
import { createLazySession } from '../lib/session/lazy-session'
import { createSettingsStore } from '../lib/settings/settings-store'
import { keepZodFromEval } from '../lib/zod-without-eval'
import { signedInHome } from '../lib/paths'
import { createPanelRoutes } from '../routes/panel-routes'
import { AppProviders } from './app-providers'
import type { AppServices } from '../lib/app-services'
import { resolveLazyRoutes } from './resolve-lazy-routes'

export interface PanelMount {
  /**
   * Core's session on the extension's platform; `navigate` moves the panel's router, `cache`
   * binds it to the panel's query cache (it reads through it, and empties it on sign-out).
   */
  createSession: (navigate: (path: string) => void, cache: SessionCache) => Promise<Session>
  bridge: PanelBridge
}

/**
 * Starts the browser extension's side panel in `#root`: the stored (or the browser's) language
 * and theme, a memory router on chat, and the session started at once (the panel is a
 * signed-in tool, so its first screen needs it). A session stored from before shows chat at
 * once, without waiting on the server for the user.
 */
export async function mountPanel({ createSession, bridge }: PanelMount): Promise<AppServices> {
  keepZodFromEval()
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element to mount Amply in')
  // Applies the stored theme and language (else the browser's) to <html> first.
  const settings = createSettingsStore()
  const language = document.documentElement.lang
  const i18n = createI18n(isLanguageCode(language) ? language : defaultLanguage)
  const routes = createPanelRoutes(i18n)
  const router = createMemoryRouter(routes, { initialEntries: [signedInHome] })
  const services: AppServices = {
    i18n,
    settings,
    notifications: createNotificationStore(),
    session: createLazySession((lazy) =>
      createSession((path) => {
        void router.navigate(path)
      }, serverStateOf(lazy).sessionCache),
    ),
    // The panel's pages are not published: their canonical links name the panel itself.
    siteUrl: window.location.origin,
  }
  const [, , storedSession] = await Promise.all([
    resolveLazyRoutes(routes, signedInHome),
    i18n.loadNamespaces(['common']),
    services.session
      .load()
      .then(async (session) => (await session.tokens.getRefreshToken()) !== null),
  ])
  createRoot(root).render(
    <AppProviders services={services}>
      <PanelBridgeContext.Provider value={bridge}>
        <StoredSessionContext.Provider value={storedSession}>
          <ServerStateProvider>
            <RouterProvider router={router} />
          </ServerStateProvider>
        </StoredSessionContext.Provider>
      </PanelBridgeContext.Provider>
    </AppProviders>,
  )
  return services
}
