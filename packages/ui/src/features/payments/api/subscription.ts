import type { ApiClient } from '@amply/api/client'
import { queryOptions } from '@tanstack/react-query'

/** `GET client/subscription/details`: plan, period, status, scheduled change, advance credit. */
export const subscriptionQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['client', 'subscription'],
    queryFn: () => client.call('getSubscription'),
    staleTime: 0,
  })
