import { chatRequestSchema } from '@amply/api/entities/chat'
import { HTTPException } from 'hono/http-exception'
import type { RouteHandlers } from '../../lib/route-table'
import type { ConversationService } from '../conversations/conversation.service'
import { toMessageEntity } from '../conversations/conversation.service'
import { isUuid } from '../conversations/ids'
import { asFile } from '../files/file.service'
import type { FileService } from '../files/file.service'
import type { ChatService } from './chat.service'
import { collectAnswer } from './collect-answer'
import { eventStream } from './answer-stream'
import type { Follow } from '../live-answers/live-answer'
import { idsChunk } from '../live-answers/live-answer'
import type { LiveAnswers } from '../live-answers/live-answers'

export interface ChatRouteDeps {
  chat: ChatService
  answers: LiveAnswers
  conversations: ConversationService
  files: FileService
}

const notFound = () =>
  new HTTPException(404, { message: 'This answer does not exist or was deleted.' })

/**
 * chat/completions (the streamed answer), ai-chat/chat (the same answer, whole), the answer
 * about a document sent with the question (chat/completions/file), and following or stopping an
 * answer in progress from any tab or server process.
 */
export function chatHandlers({
  chat,
  answers,
  conversations,
  files,
}: ChatRouteDeps): RouteHandlers {
  return {
    chatCompletions: (input, c) => chat.answer(c.get('principal').userId, input.body),
    chat: async (input, c) =>
      collectAnswer(await chat.answer(c.get('principal').userId, input.body)),

    fileChatCompletions: async (input, c) => {
      let payload: unknown
      try {
        payload = JSON.parse(input.body.payload)
      } catch {
        throw new HTTPException(422, {
          message: 'The payload field must be the chat request as JSON.',
        })
      }
      const request = chatRequestSchema.safeParse(payload)
      if (!request.success) {
        throw new HTTPException(422, {
          message: `The chat request is invalid: ${request.error.issues[0]?.message ?? ''}`,
        })
      }
      const file = asFile(input.body.file)
      const read = await files.readUpload(file)
      return chat.answer(c.get('principal').userId, request.data, [
        { name: file.name, text: read.text },
      ])
    },

    followAnswer: async (input, c) => {
      const userId = c.get('principal').userId
      const answerId = input.params.chat_id
      if (!isUuid(answerId)) throw notFound()
      const live = await answers.follow(answerId, userId)
      if (live) return eventStream(live)
      // It has ended (or never ran here): the stored answer, replayed.
      const stored = await conversations.answerOf(userId, answerId)
      const conversationId = stored.conversationId
      const replay: Follow = (listener) => {
        listener.chunk(
          idsChunk({
            userId,
            sessionId: conversationId,
            questionId: stored.parentId ?? '',
            answerId,
          }),
        )
        if (stored.reasoningContent) listener.chunk({ reasoning_content: stored.reasoningContent })
        if (stored.content) listener.chunk({ content: stored.content })
        listener.end()
        return () => undefined
      }
      return eventStream(replay)
    },

    stopAnswer: async (input, c) => {
      const userId = c.get('principal').userId
      const answerId = input.params.chat_id
      if (!isUuid(answerId)) throw notFound()
      await answers.stop(answerId, userId)
      return toMessageEntity(await conversations.answerOf(userId, answerId))
    },
  }
}
