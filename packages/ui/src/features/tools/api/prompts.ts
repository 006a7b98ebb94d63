import type { ApiClient } from '@amply/api/client'
import { queryOptions } from '@tanstack/react-query'

/** The preset messages of write or translate (`client/prompts`). */
export const toolPromptsQueryOptions = (client: ApiClient, tool: 'write' | 'translate') =>
  queryOptions({
    queryKey: ['prompts', tool],
    queryFn: () => client.call('listPrompts', { query: { tool } }),
    staleTime: Number.POSITIVE_INFINITY,
  })
