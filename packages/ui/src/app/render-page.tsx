import { createNotificationStore } from '@amply/core/notifications/notification-store'
import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { createI18n } from '../i18n/i18n'
import { PUBLIC_URL_PLACEHOLDER } from '../lib/head/page-head'
import { createLazySession } from '../lib/session/lazy-session'
import { staticSettingsStore } from '../lib/settings/static-settings-store'
import { createSiteRoutes } from '../routes/site-routes'
import { AppProviders } from './app-providers'
import type { AppServices } from '../lib/app-services'

export interface RenderedPage {
  /** The page's head tags (title, canonical link, meta), which React renders first. */
  head: string
  /** The markup of `#root`. */
  html: string
}

/** The head tags React hoists to the start of a page rendered without its `<html>`. */
const HOISTED_HEAD = /^(?:<title>[^<]*<\/title>|<(?:link|meta)\b[^>]*\/?>)*/

/**
 * Renders one page of the website to HTML at build time (apps/web's prerender step) with
 * React's static prerender (`react-dom/static`, which waits for every lazy part), as a guest,
 * in English, with the default settings: exactly what the browser's first render produces, so
 * hydration changes nothing.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const i18n = createI18n()
  const handler = createStaticHandler(createSiteRoutes(i18n))
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')))
  if (context instanceof Response) {
    throw new Error(`Prerendering ${path} answered a redirect (${String(context.status)})`)
  }
  const router = createStaticRouter(handler.dataRoutes, context)
  const services: AppServices = {
    i18n,
    settings: staticSettingsStore(),
    notifications: createNotificationStore(),
    session: createLazySession(() => Promise.reject(new Error('No session while prerendering'))),
    siteUrl: PUBLIC_URL_PLACEHOLDER,
  }
  const { prelude } = await prerender(
    <AppProviders services={services}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    // Every lazy part in place, as hydration expects it: none sent apart to stream in later.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const markup = await new Response(prelude).text()
  const head = HOISTED_HEAD.exec(markup)?.[0] ?? ''
  return { head, html: markup.slice(head.length) }
}
