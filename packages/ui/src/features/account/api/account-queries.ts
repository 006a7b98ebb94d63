import type { ApiClient } from '@amply/api/client'
import { queryOptions } from '@tanstack/react-query'

/*
 * The account page's server data (docs/contract.md). Keys start with the area so a change
 * invalidates exactly what it touched.
 */

/** `GET client/address`: billing addresses, the primary one marked. */
export const addressesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['client', 'address'],
    queryFn: () => client.call('listAddresses'),
  })

/** `GET client/subscription/details`: plan, period, status, renewal, advance credit. */
export const subscriptionQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['client', 'subscription', 'details'],
    queryFn: () => client.call('getSubscription'),
  })

/** `GET client/usage`: queries per day and credit group, this month so far (UTC days). */
export const dailyUsageQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['client', 'usage'],
    queryFn: () => client.call('dailyUsage', { query: {} }),
  })

/** `GET auth/clients/active-sessions`: every signed-in device, this one marked. */
export const activeSessionsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['auth', 'active-sessions'],
    queryFn: () => client.call('activeSessions'),
  })
