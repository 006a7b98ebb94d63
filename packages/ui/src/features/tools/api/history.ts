import type { ApiClient } from '@amply/api/client'
import { queryOptions } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import type { ConversationSessionBinding } from '../../../lib/chat/use-conversation-session'

/** A tool's latest sessions, newest first (`history?tool=`), fetched each time the list opens. */
export const toolHistoryQueryOptions = (client: ApiClient, tool: 'write' | 'translate') =>
  queryOptions({
    queryKey: ['history', tool],
    queryFn: () => client.call('listHistory', { query: { tool, page: 1, page_size: 20 } }),
    staleTime: 0,
  })

/** What a tool's conversation session asks of the server: a session, a fresh Recent list. */
export const toolConversationBinding = (
  queries: QueryClient,
  client: ApiClient,
  tool: 'write' | 'translate',
): ConversationSessionBinding => ({
  load: (sessionId) => client.call('getConversation', { params: { session_id: sessionId } }),
  invalidateHistory: () => {
    void queries.invalidateQueries({ queryKey: ['history', tool] })
  },
})
