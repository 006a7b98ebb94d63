import type { RouteHandlers } from '../../lib/route-table'
import type { ConversationService } from './conversation.service'

/** History: list, read, rename, delete; feedback on answers. */
export function conversationHandlers(conversations: ConversationService): RouteHandlers {
  return {
    listHistory: (input, c) => conversations.list(c.get('principal').userId, input.query),
    getConversation: (input, c) =>
      conversations.detail(c.get('principal').userId, input.params.session_id),
    renameConversation: (input, c) =>
      conversations.rename(c.get('principal').userId, input.params.session_id, input.body.title),
    deleteConversation: async (input, c) => {
      await conversations.remove(c.get('principal').userId, input.params.session_id)
      return { detail: 'The conversation was deleted.' }
    },
    sendFeedback: async (input, c) => {
      const { chat_id, rating, text } = input.body
      await conversations.feedback(c.get('principal').userId, chat_id, rating, text)
      return { detail: 'Thank you for your feedback.' }
    },
  }
}
