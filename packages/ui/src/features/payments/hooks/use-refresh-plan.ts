import { useCallback } from 'react'
import { useStartedSession } from '../../../lib/session/use-session'
import { useInvalidateRoutes } from '../../../lib/server-state/use-invalidate-routes'
import { billingRoutes } from '../api/billing-routes'

/**
 * After a payment or a subscription change, everything that shows the plan follows at once:
 * the user (plan banner, the drawer's badge) is reloaded, and the client's billing queries
 * (subscription, allowances and usage, invoices, pending payments) are fetched again. The model
 * list is asked for again whenever a tool page is entered.
 */
export function useRefreshPlan() {
  const session = useStartedSession()
  const invalidate = useInvalidateRoutes()
  return useCallback(async () => {
    await Promise.all([session.auth.reload(), invalidate(billingRoutes)])
  }, [session, invalidate])
}
