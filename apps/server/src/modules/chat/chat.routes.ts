import type { RouteHandlers } from '../../lib/route-table'
import type { ChatService } from './chat.service'

/** chat/completions: the streamed answer. */
export function chatHandlers(chat: ChatService): RouteHandlers {
  return {
    chatCompletions: (input, c) =>
      chat.answer(c.get('principal').userId, input.body, c.req.raw.signal),
  }
}
