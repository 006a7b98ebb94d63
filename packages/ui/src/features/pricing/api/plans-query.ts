import { queryOptions } from '@tanstack/react-query'
import { publicApi } from '../../../lib/api/public-api'

/** The plans on sale (`GET client/plans`, public). */
export const plansQuery = queryOptions({
  queryKey: ['client', 'plans'],
  queryFn: async () => (await publicApi()).call('listPlans'),
  staleTime: 5 * 60_000,
})
