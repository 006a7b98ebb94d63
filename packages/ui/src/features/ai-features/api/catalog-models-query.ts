import { queryOptions } from '@tanstack/react-query'
import { publicApi } from '../../../lib/api/public-api'

/**
 * Every model of the server's catalogue (`GET catalog/models`, public). Fetched in the browser,
 * never at build time, so an operator's change to models.json shows on the next visit.
 */
export const catalogModelsQuery = queryOptions({
  queryKey: ['catalog', 'models'],
  queryFn: async () => (await publicApi()).call('catalogModels'),
  staleTime: 5 * 60_000,
})
