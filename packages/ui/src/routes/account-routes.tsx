import type { RouteObject } from 'react-router'
import { Navigate } from 'react-router'
import type { I18n } from '../i18n/i18n'
import { lazyPart, lazyRoute } from './lazy-page'
import { accountTabPath, paths } from '../lib/paths'

/** The account page and its tabs inside the workspace's frame (absolute paths under /dashboard). */
export function accountRoutes(i18n: I18n): RouteObject[] {
  // `auth` brings the form checks' words and the password field's labels.
  const namespaces = ['account', 'auth'] as const
  // The billing tab shows the payments' invoices and pending payments, and the profile tab the
  // referral link (worded by the public pages' texts): each downloads when its tab is opened.
  const panels = {
    billing: lazyPart(
      i18n,
      ['payment'],
      () => import('./account-billing-panel'),
      (m) => m.AccountBillingPanel,
    ),
    profile: lazyPart(
      i18n,
      ['pages'],
      () => import('./account-profile-panel'),
      (m) => m.AccountProfilePanel,
    ),
  }
  return [
    // The bare path opens the first tab (docs/product.md#account).
    { path: paths.account, element: <Navigate to={accountTabPath('profile')} replace /> },
    {
      path: paths.accountTab,
      ...lazyRoute(
        i18n,
        namespaces,
        () => import('../features/account/components/account-page'),
        ({ AccountPage }) =>
          function AccountPageWithPayments() {
            return <AccountPage panels={panels} />
          },
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
