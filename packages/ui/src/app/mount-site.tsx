import { createNotificationStore } from '@amply/core/notifications/notification-store'
import { startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { createI18n } from '../i18n/i18n'
import { defaultLanguage, isLanguageCode } from '../i18n/languages'
import { publicUrl } from '../lib/head/page-head'
import { createLazySession } from '../lib/session/lazy-session'
import { cn } from '../lib/utils'
import { createSettingsStore } from '../lib/settings/settings-store'
import { keepZodFromEval } from '../lib/zod-without-eval'
import { createSiteRoutes } from '../routes/site-routes'
import { AppProviders } from './app-providers'
import type { AppServices } from '../lib/app-services'
import { resolveLazyRoutes } from './resolve-lazy-routes'

/**
 * Marks `<html data-interactive>` once the page answers input. Until then a prerendered page
 * shows controls that do nothing; end-to-end tests wait for the mark before they click.
 */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = ''
  }, [])
  return null
}

/** Ends the current task, so the browser can paint and answer input before the next step. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0)
  })

/**
 * A hydration that had to fall back (the page's HTML and its first render differ): React
 * recovers by rendering the part afresh, and says so here, where tests and people can see it.
 */
const reportHydrationError = (error: unknown, info: { componentStack?: string }) => {
  console.error(
    'Hydration error: the prerendered page differs from its first render.',
    error,
    info.componentStack,
  )
}

/**
 * Starts the website in `#root`. A page prerendered at build time (`data-prerendered` names
 * its path) is hydrated; any other, or one shown in another language than it was written in,
 * is rendered afresh.
 */
export async function mountSite(): Promise<void> {
  keepZodFromEval()
  // The site's code has just been evaluated, one long task: what follows gets a task of its own.
  await nextTask()
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element to mount Amply in')
  const html = document.documentElement
  // The head script has already chosen the language (stored, or the browser's).
  const language = isLanguageCode(html.lang) ? html.lang : defaultLanguage
  const i18n = createI18n(language)
  const routes = createSiteRoutes(i18n)
  const pageCode = Promise.all([
    resolveLazyRoutes(routes, window.location.pathname),
    i18n.loadNamespaces(['common']),
  ])
  // tailwind-merge builds its class tables on its first call (milliseconds on a phone): in a
  // task of its own while the page's code downloads, not inside a slice of hydration.
  setTimeout(() => cn(''), 0)
  await pageCode
  const router = createBrowserRouter(routes)
  const services: AppServices = {
    i18n,
    settings: createSettingsStore(),
    notifications: createNotificationStore(),
    session: createLazySession(async (lazy) => {
      const { createWebSession } = await import('../lib/session/web-session')
      return createWebSession(lazy, (path) => {
        void router.navigate(path)
      })
    }),
    siteUrl: publicUrl(document),
  }
  const app = (
    <AppProviders services={services}>
      <RouterProvider router={router} />
      <MarkInteractive />
    </AppProviders>
  )
  const prerendered =
    root.dataset.prerendered === window.location.pathname && language === defaultLanguage
  // Hydration is one long task that cannot be split: what came before it gets a task of its own.
  await nextTask()
  if (prerendered) {
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: reportHydrationError })
    })
  } else {
    root.replaceChildren()
    createRoot(root).render(app)
  }
  delete html.dataset.translating
}
