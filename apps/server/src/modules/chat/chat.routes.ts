import type { RouteHandlers } from '../../lib/route-table'
import type { ChatService } from './chat.service'
import { collectAnswer } from './collect-answer'

/** chat/completions (the streamed answer) and ai-chat/chat (the same answer, whole). */
export function chatHandlers(chat: ChatService): RouteHandlers {
  return {
    chatCompletions: (input, c) =>
      chat.answer(c.get('principal').userId, input.body, c.req.raw.signal),
    chat: async (input, c) =>
      collectAnswer(await chat.answer(c.get('principal').userId, input.body, c.req.raw.signal)),
  }
}
