import type { ApiClient } from '@amply/api/client'
import { queryOptions } from '@tanstack/react-query'

/** `GET admin/plan`: every plan, on sale or not, with prices and allowances (admins only). */
export const adminPlansQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['admin', 'plan'],
    queryFn: () => client.call('adminListPlans'),
    staleTime: 0,
  })
