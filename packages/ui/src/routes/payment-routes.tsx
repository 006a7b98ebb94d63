import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import type { I18n } from '../i18n/i18n'
import { dashboardLayoutRoute } from './dashboard-routes'
import { lazyRoute } from './lazy-page'
import { paths } from '../lib/paths'

/**
 * The payment pages: /client/payment and its status, subscription update and advance credit,
 * and the admin plan page; all signed in and inside the workspace's frame (through
 * `dashboardLayoutRoute`), so the plan banner and the drawer show the plan as it changes.
 */
export function paymentRoutes(i18n: I18n): RouteObject[] {
  // `auth` brings the billing address form's words and the form checks'.
  const page = <Module,>(
    path: string,
    load: () => Promise<Module>,
    pick: (module: Module) => ComponentType,
  ): RouteObject => ({ path, ...lazyRoute(i18n, ['payment', 'auth'], load, pick) })

  return [
    dashboardLayoutRoute(i18n, [
      page(
        paths.payment,
        () => import('../features/payments/components/payment-page'),
        (m) => m.PaymentPage,
      ),
      page(
        paths.paymentStatus,
        () => import('../features/payments/components/payment-status-page'),
        (m) => m.PaymentStatusPage,
      ),
      page(
        paths.subscriptionUpdate,
        () => import('../features/payments/components/subscription-update-page'),
        (m) => m.SubscriptionUpdatePage,
      ),
      page(
        paths.buyAdvanceCredit,
        () => import('../features/payments/components/buy-credit-page'),
        (m) => m.BuyCreditPage,
      ),
      {
        path: paths.adminPlans,
        ...lazyRoute(
          i18n,
          ['admin'],
          () => import('../features/admin/components/admin-plans-page'),
          (m) => m.AdminPlansPage,
        ),
      },
    ]),
  ]
}
