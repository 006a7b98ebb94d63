import type { ApiClient } from '@amply/api/client'
import { queryOptions } from '@tanstack/react-query'

/** The suggested prompts of the empty chat (`client/prompts`, tool chat). */
export const chatPromptsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['prompts', 'chat'],
    queryFn: () => client.call('listPrompts', { query: { tool: 'chat' } }),
    staleTime: Number.POSITIVE_INFINITY,
  })
