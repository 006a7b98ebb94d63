import { useCallback } from 'react'
import { useInvalidateRoutes } from '../../../lib/server-state/use-invalidate-routes'
import { billingRoutes } from '../api/billing-routes'

/**
 * After a payment or a subscription change, everything that shows the plan follows at once:
 * the user's plan (plan banner, the drawer's badge) and the client's billing queries
 * (subscription, allowances and usage, invoices, pending payments) are fetched again. The model
 * list is asked for again whenever a tool page is entered.
 */
export function useRefreshPlan() {
  const invalidate = useInvalidateRoutes()
  return useCallback(
    () => invalidate([...billingRoutes, 'getProfile', 'getCurrentPlan']),
    [invalidate],
  )
}
