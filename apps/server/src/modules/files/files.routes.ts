import { chatRequestSchema } from '@amply/api/entities/chat'
import { HTTPException } from 'hono/http-exception'
import type { RouteHandlers } from '../../lib/route-table'
import type { ChatService } from '../chat/chat.service'
import type { FileService } from './file.service'
import { demoTranscription } from './media'

const asFile = (blob: Blob): File =>
  blob instanceof File ? blob : new File([blob], 'upload', { type: blob.type })

/** chat/file, chat/image, chat/completions/file and audio/transcriptions. */
export function fileHandlers(files: FileService, chat: ChatService): RouteHandlers {
  return {
    uploadChatFile: (input, c) =>
      files.storeDocument(c.get('principal').userId, asFile(input.body.file)),
    uploadChatImage: (input, c) =>
      files.storeImage(c.get('principal').userId, asFile(input.body.file)),

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
      return chat.answer(c.get('principal').userId, request.data, c.req.raw.signal, [
        { name: file.name, text: read.text },
      ])
    },

    // Speech to text has no provider wired yet: the demo's fixed text says so.
    transcribeAudio: () => ({ text: demoTranscription }),
  }
}
