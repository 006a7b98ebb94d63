import type { Session } from '@amply/core/auth/session'
import { createNotificationStore } from '@amply/core/notifications/notification-store'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { RouteObject } from 'react-router'
import { AppProviders } from '../app/app-providers'
import type { AppServices } from '../lib/app-services'
import { createI18n } from '../i18n/i18n'
import type { I18n } from '../i18n/i18n'
import { createLazySession } from '../lib/session/lazy-session'
import type { LazySession } from '../lib/session/lazy-session'
import { createSettingsStore } from '../lib/settings/settings-store'
import { createSiteRoutes } from '../routes/site-routes'

/** The services of the website, on happy-dom's window; the session is the caller's, or none. */
export function testServices(
  options: { session?: (lazy: LazySession) => Promise<Session>; i18n?: I18n } = {},
): AppServices {
  return {
    i18n: options.i18n ?? createI18n(),
    settings: createSettingsStore(),
    notifications: createNotificationStore(),
    session: createLazySession(
      options.session ?? (() => Promise.reject(new Error('This test starts no session'))),
    ),
    siteUrl: window.location.origin,
  }
}

/** Renders the website's routes (or the given ones) at `path` in a memory router. */
export function renderSite(
  path: string,
  options: { services?: AppServices; routes?: (i18n: I18n) => RouteObject[] } = {},
) {
  const services = options.services ?? testServices()
  const router = createMemoryRouter((options.routes ?? createSiteRoutes)(services.i18n), {
    initialEntries: [path],
  })
  const result = render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...result, router, services }
}

/** Renders any element inside the app's providers. */
export function renderWithServices(element: ReactNode, services: AppServices = testServices()) {
  return { ...render(<AppProviders services={services}>{element}</AppProviders>), services }
}
