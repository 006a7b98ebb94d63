import type { ApiClient } from '@amply/api/client'
import { isGone } from '@amply/core/chat/conversation-session'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import type { ConversationSessionBinding } from '../../../lib/chat/use-conversation-session'

const PAGE_SIZE = 30

/** The chat's stored conversations, newest first, a page at a time (infinite scroll). */
export const historyQueryOptions = (client: ApiClient, search: string) =>
  infiniteQueryOptions({
    queryKey: ['history', 'chat', search],
    queryFn: ({ pageParam }) =>
      client.call('listHistory', {
        query: {
          tool: 'chat',
          page: pageParam,
          page_size: PAGE_SIZE,
          ...(search ? { search } : {}),
        },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.page_size < last.total ? last.page + 1 : undefined,
  })

/** One conversation with every branch (`history/:session_id`). */
export const conversationQueryOptions = (client: ApiClient, sessionId: string) =>
  queryOptions({
    queryKey: ['conversation', sessionId],
    queryFn: () => client.call('getConversation', { params: { session_id: sessionId } }),
    staleTime: 0,
    gcTime: 0,
    // A conversation that is gone stays gone: its address says so at once, not after retries.
    retry: (failures, error) => !isGone(error) && failures < 3,
  })

export const historyKey = ['history'] as const

/** What the chat's conversation session asks of the server: a conversation, a fresh history. */
export const chatConversationBinding = (
  queries: QueryClient,
  client: ApiClient,
): ConversationSessionBinding => ({
  load: (sessionId) => queries.query(conversationQueryOptions(client, sessionId)),
  invalidateHistory: () => {
    void queries.invalidateQueries({ queryKey: historyKey })
  },
})
