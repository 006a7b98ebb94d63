import type { ApiClient, RouteInput } from '@amply/api/client'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'

export type QuoteQuery = NonNullable<RouteInput<'quotePayment'>['query']>

/**
 * `GET client/payment/quote`: what a plan and period (or a pack) costs now, with the change it
 * makes, the proration credit and the promo discount. Fresh each time: time moves the credit.
 */
export const quoteQueryOptions = (client: ApiClient, query: QuoteQuery) =>
  queryOptions({
    queryKey: ['client', 'payment', 'quote', query],
    queryFn: () => client.call('quotePayment', { query }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })
