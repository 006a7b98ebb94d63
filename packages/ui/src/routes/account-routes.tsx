import { lazy } from 'react'
import type { RouteObject } from 'react-router'
import { Navigate } from 'react-router'
import { loadNamespaces } from '../i18n/i18n'
import type { I18n } from '../i18n/i18n'
import { lazyRoute } from './lazy-page'
import { accountTabPath, paths } from './paths'

/** The account page and its tabs inside the workspace's frame (absolute paths under /dashboard). */
export function accountRoutes(i18n: I18n): RouteObject[] {
  // `auth` brings the form checks' words and the password field's labels.
  const namespaces = ['account', 'auth'] as const
  // The billing tab shows the payments' invoices and pending payments, with their texts; both
  // download only when the tab is opened.
  const billingPanel = lazy(async () => {
    const [module] = await Promise.all([
      import('./account-billing-panel'),
      loadNamespaces(i18n, ['payment']),
    ])
    return { default: module.AccountBillingPanel }
  })
  // The profile tab shows the referral link, worded by the public pages' texts.
  const profilePanel = lazy(async () => {
    const [module] = await Promise.all([
      import('./account-profile-panel'),
      loadNamespaces(i18n, ['pages']),
    ])
    return { default: module.AccountProfilePanel }
  })
  const panels = { billing: billingPanel, profile: profilePanel }
  return [
    // The bare path opens the first tab (spec section 2).
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
