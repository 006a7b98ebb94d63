import type { RouteObject } from 'react-router'
import { Navigate } from 'react-router'
import type { I18n } from '../i18n/i18n'
import { lazyRoute } from './lazy-page'
import { accountTabPath, paths } from './paths'

/** The account page and its tabs inside the workspace's frame (absolute paths under /dashboard). */
export function accountRoutes(i18n: I18n): RouteObject[] {
  // `auth` brings the form checks' words and the password field's labels.
  const namespaces = ['account', 'auth'] as const
  return [
    // The bare path opens the first tab (spec section 2).
    { path: paths.account, element: <Navigate to={accountTabPath('profile')} replace /> },
    {
      path: paths.accountTab,
      ...lazyRoute(
        i18n,
        namespaces,
        () => import('../features/account/components/account-page'),
        (m) => m.AccountPage,
      ),
    },
    {
      path: paths.userEdit,
      ...lazyRoute(
        i18n,
        namespaces,
        () => import('../features/account/profile/profile-edit-page'),
        (m) => m.ProfileEditPage,
      ),
    },
  ]
}
