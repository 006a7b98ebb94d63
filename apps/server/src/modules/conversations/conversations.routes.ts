import type { RouteHandlers } from '../../lib/route-table'
import type { LiveAnswers } from '../live-answers/live-answers'
import type { ConversationService } from './conversation.service'

/** History: list, read, rename, delete; feedback on answers. */
export function conversationHandlers(
  conversations: ConversationService,
  answers: LiveAnswers,
): RouteHandlers {
  return {
    listHistory: (input, c) => conversations.list(c.get('principal').userId, input.query),
    getConversation: async (input, c) => {
      const detail = await conversations.detail(c.get('principal').userId, input.params.session_id)
      // An answer still being generated (here or on another process) is marked loading.
      const unfinished = detail.messages.filter((m) => m.role === 'assistant' && m.incomplete)
      const live = await answers.liveAmong(unfinished.map((m) => m.chat_id))
      if (live.size === 0) return detail
      return {
        ...detail,
        messages: detail.messages.map((m) => (live.has(m.chat_id) ? { ...m, loading: true } : m)),
      }
    },
    renameConversation: (input, c) =>
      conversations.rename(c.get('principal').userId, input.params.session_id, input.body.title),
    deleteConversation: async (input, c) => {
      const userId = c.get('principal').userId
      // Its answers in progress are not wanted any more: their provider calls end first.
      const unfinished = await conversations.unfinishedAnswers(userId, input.params.session_id)
      const live = await answers.liveAmong(unfinished)
      await Promise.all([...live].map((answerId) => answers.stop(answerId, userId)))
      await conversations.remove(userId, input.params.session_id)
      return { detail: 'The conversation was deleted.' }
    },
    sendFeedback: async (input, c) => {
      const { chat_id, rating, text } = input.body
      await conversations.feedback(c.get('principal').userId, chat_id, rating, text)
      return { detail: 'Thank you for your feedback.' }
    },
  }
}
