import type { RouteObject } from 'react-router'
import type { I18n } from '../i18n/i18n'
import { lazyRoute } from './lazy-page'
import { accountRoutes } from './account-routes'
import { conversationRoute, paths } from '../lib/paths'
import { loadChatWithShare, shareContinueRoutes } from './share-routes'
import { toolRoutes } from './tool-routes'

/**
 * Routes inside the workspace's frame: signed in (RequireAuth), the dashboard layout around
 * them, and a page that fails shown inside the layout. The guard, the layout and the `dashboard`
 * texts download with the first workspace page, never with the public pages (the guard starts
 * the session, which brings the API client and zod). Children use absolute paths; the payment
 * lane's pages inside the layout (/client/subscription-update, …) go through this too.
 */
export function dashboardLayoutRoute(i18n: I18n, children: RouteObject[]): RouteObject {
  return {
    ...lazyRoute(
      i18n,
      [],
      () => import('./guards/require-auth'),
      (m) => m.RequireAuth,
    ),
    children: [
      {
        ...lazyRoute(
          i18n,
          ['dashboard'],
          () => import('../layouts/dashboard/dashboard-layout'),
          (m) => m.DashboardLayout,
        ),
        children: [
          {
            lazy: async () => ({
              ErrorBoundary: (await import('../layouts/dashboard/dashboard-page-error'))
                .DashboardPageError,
            }),
            children,
          },
        ],
      },
    ],
  }
}

/** The signed-in workspace: chat, art, write, translate, read, account, shares to continue. */
export function dashboardRoutes(i18n: I18n): RouteObject[] {
  const chat = lazyRoute(
    i18n,
    ['chat', 'conversation', 'share'],
    loadChatWithShare,
    (m) => m.ChatWithShare,
  )
  return [
    dashboardLayoutRoute(i18n, [
      {
        path: paths.dashboard,
        children: [
          // Chat is the default landing page (docs/product.md#workspace).
          { index: true, ...chat },
          { path: conversationRoute('chat'), ...chat },
          ...shareContinueRoutes(i18n),
          ...toolRoutes(i18n),
          ...accountRoutes(i18n),
          // Any other workspace address: "not found" inside the layout.
          {
            path: '*',
            ...lazyRoute(
              i18n,
              [],
              () => import('../layouts/dashboard/dashboard-not-found'),
              (m) => m.DashboardNotFound,
            ),
          },
        ],
      },
    ]),
  ]
}
