import type { ApiClient } from '@amply/api/client'
import { queryOptions } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import type { ConversationSessionBinding } from '../../../lib/chat/use-conversation-session'

/** The read page's server calls: documents, past readings, a reading's conversation. */

/** An uploaded document in the numbered parts its answers cite. */
export const documentQueryOptions = (client: ApiClient, fileId: string) =>
  queryOptions({
    queryKey: ['read', 'document', fileId],
    queryFn: () => client.call('getChatFile', { params: { file_id: fileId } }),
    staleTime: Infinity,
  })

const readingsKey = ['history', 'read'] as const

/** The latest readings, newest first (`history?tool=read`). */
export const readingsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: readingsKey,
    queryFn: () => client.call('listHistory', { query: { tool: 'read', page: 1, page_size: 20 } }),
    staleTime: 0,
  })

/** What a reading's conversation session asks of the server: it, and fresh past readings. */
export const readConversationBinding = (
  queries: QueryClient,
  client: ApiClient,
): ConversationSessionBinding => ({
  load: (sessionId) => client.call('getConversation', { params: { session_id: sessionId } }),
  invalidateHistory: () => {
    void queries.invalidateQueries({ queryKey: readingsKey })
  },
})
