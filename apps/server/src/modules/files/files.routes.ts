import { chatRequestSchema } from '@amply/api/entities/chat'
import { HTTPException } from 'hono/http-exception'
import type { RouteHandlers } from '../../lib/route-table'
import type { ChatService } from '../chat/chat.service'
import type { FileService } from './file.service'
import type { Logger } from '../../lib/logger'
import { failureStatus } from '../chat/collect-answer'
import { streamErrorChunk } from '../chat/stream-error'
import type { ProviderRegistry } from '../providers/provider-registry'

const asFile = (blob: Blob): File =>
  blob instanceof File ? blob : new File([blob], 'upload', { type: blob.type })

/** chat/file, chat/image, chat/completions/file and audio/transcriptions. */
export interface FileDeps {
  files: FileService
  chat: ChatService
  providers: ProviderRegistry
  logger: Logger
}

export function fileHandlers({ files, chat, providers, logger }: FileDeps): RouteHandlers {
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

    transcribeAudio: async (input, c) => {
      const { provider } = providers.media()
      const audio = new Uint8Array(await input.body.file.arrayBuffer())
      try {
        return { text: await provider.transcribe(audio, c.req.raw.signal) }
      } catch (error) {
        throw failureStatus(streamErrorChunk(error, logger, provider.name))
      }
    },
  }
}
