import type { ApiClient } from '@amply/api/client'
import { queryOptions } from '@tanstack/react-query'

/** `GET client/month_usage`: this month's queries per credit group against the allowance. */
export const monthUsageQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['client', 'month_usage'],
    queryFn: () => client.call('monthUsage'),
  })
