import { Navigate } from 'react-router'
import type { RouteObject } from 'react-router'
import { HomePage } from '../features/home/components/home-page'
import { NotFoundPage } from '../features/not-found/components/not-found-page'
import { PublicLayout } from '../layouts/public/public-layout'
import { paths } from './paths'

/**
 * The website's route tree. The home page is in the first bundle; the signed-in
 * workspace will join as lazy routes so the public pages stay light.
 */
export const siteRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [{ index: true, element: <HomePage /> }],
  },
  { path: paths.notFound, element: <NotFoundPage /> },
  // Any unknown path lands on /404 (spec section 2).
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
]
