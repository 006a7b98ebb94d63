import type { QueryClient } from '@tanstack/react-query'
import { routeKey } from '../server-state/route-key'
import { routeQueryOptions } from '../server-state/route-queries'
import type { ConversationSessionBinding } from './use-conversation-session'

/**
 * What a conversation session (chat, write, translate, read) asks of the server: a stored
 * conversation, and fresh history lists once it changed.
 */
export const conversationBinding = (queries: QueryClient): ConversationSessionBinding => ({
  load: (sessionId) =>
    queries.query(routeQueryOptions('getConversation', { params: { session_id: sessionId } })),
  invalidateHistory: () => {
    void queries.invalidateQueries({ queryKey: routeKey('listHistory') })
  },
})
