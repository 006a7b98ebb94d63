import type { ApiClient } from '@amply/api/client'
import { queryOptions } from '@tanstack/react-query'

/** How often the status page asks again while a payment is still pending. */
const PENDING_POLL_MS = 2000

/**
 * `GET client/payment/session`: the payment after its checkout and the plan it left. Asked
 * again while the payment is pending (the server checks with the gateway each time), and no
 * more once it has settled.
 */
export const paymentSessionQueryOptions = (client: ApiClient, paymentId: string) =>
  queryOptions({
    queryKey: ['client', 'payment', 'session', paymentId],
    queryFn: () => client.call('paymentSession', { query: { payment_id: paymentId } }),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.payment.status === 'pending' ? PENDING_POLL_MS : false,
  })
