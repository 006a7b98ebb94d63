import type { ApiClient } from '@amply/api/client'
import { queryOptions } from '@tanstack/react-query'

/** A tool's latest sessions, newest first (`history?tool=`), fetched each time the list opens. */
export const toolHistoryQueryOptions = (client: ApiClient, tool: 'write' | 'translate') =>
  queryOptions({
    queryKey: ['history', tool],
    queryFn: () => client.call('listHistory', { query: { tool, page: 1, page_size: 20 } }),
    staleTime: 0,
  })
