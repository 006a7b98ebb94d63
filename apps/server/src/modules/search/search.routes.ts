import type { RouteHandlers } from '../../lib/route-table'
import type { ConversationService } from '../conversations/conversation.service'

/** docs/product.md#web-search: a conversation's "Search the web" switch. */
export function searchHandlers(conversations: ConversationService): RouteHandlers {
  return {
    setConversationWebSearch: async (input, c) => ({
      web_search: await conversations.setWebSearch(
        c.get('principal').userId,
        input.params.session_id,
        input.body.web_search,
      ),
    }),
  }
}
