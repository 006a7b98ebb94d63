import type { ApiClient } from '@amply/api/client'
import { queryOptions } from '@tanstack/react-query'

/** An uploaded document in the numbered parts its answers cite. */
export const documentQueryOptions = (client: ApiClient, fileId: string) =>
  queryOptions({
    queryKey: ['read', 'document', fileId],
    queryFn: () => client.call('getChatFile', { params: { file_id: fileId } }),
    staleTime: Infinity,
  })
