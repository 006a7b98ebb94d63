import type { RouteInput } from '@amply/api/client'
import { useMutation } from '@tanstack/react-query'
import { useRouteCall } from '../../../lib/server-state/use-route-call'

export type PaymentBody = RouteInput<'createPayment'>['body']

/**
 * `POST client/payment`, then the browser goes to the gateway's checkout (or, when nothing is
 * left to pay, straight to the status page). The button stays busy until the page leaves.
 */
export function useStartPayment() {
  const call = useRouteCall()
  return useMutation({
    mutationFn: async (body: PaymentBody) => {
      const session = await call('createPayment', { body })
      window.location.assign(session.redirect_url)
      // Never settles: the page is leaving.
      return new Promise<never>(() => undefined)
    },
  })
}
