import { Navigate } from 'react-router'
import type { RouteObject } from 'react-router'
import type { I18n } from '../i18n/i18n'
import { PublicLayout } from '../layouts/public/public-layout'
import { RootLayout } from '../layouts/root/root-layout'
import { RouteError } from '../layouts/root/route-error'
import { lazyRoute } from './lazy-page'
import { paths } from '../lib/paths'
import { authRoutes } from './auth-routes'
import { dashboardRoutes } from './dashboard-routes'
import { paymentRoutes } from './payment-routes'
import { publicRoutes } from './public-routes'
import { withServerState } from './server-state-route'
import { shareRoutes } from './share-routes'

/**
 * The website's route tree. The public layout ships with the first bundle; every page, the
 * sign-in pages and the workspace download when first visited.
 */
export function createSiteRoutes(i18n: I18n): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { element: <PublicLayout />, children: publicRoutes(i18n) },
        withServerState([
          ...authRoutes(i18n),
          ...dashboardRoutes(i18n),
          ...paymentRoutes(i18n),
          ...shareRoutes(i18n),
        ]),
        {
          path: paths.notFound,
          ...lazyRoute(
            i18n,
            [],
            () => import('../features/not-found/components/not-found-page'),
            (m) => m.NotFoundPage,
          ),
        },
        // Any unknown path lands on /404 (docs/product.md#public-site).
        { path: '*', element: <Navigate to={paths.notFound} replace /> },
      ],
    },
  ]
}
