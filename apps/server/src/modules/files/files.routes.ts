import { chatRequestSchema } from '@amply/api/entities/chat'
import { HTTPException } from 'hono/http-exception'
import type { RouteHandlers } from '../../lib/route-table'
import type { ChatService } from '../chat/chat.service'
import type { FileService } from './file.service'
import type { Logger } from '../../lib/logger'
import { failureStatus } from '../chat/collect-answer'
import { streamErrorChunk } from '../chat/stream-error'
import { splitIntoParts } from '../chat/document-parts'
import type { ModelCatalog } from '../models/model-catalog'
import type { ProviderRegistry } from '../providers/provider-registry'
import type { AllowanceService } from '../usage/allowance.service'

const asFile = (blob: Blob): File =>
  blob instanceof File ? blob : new File([blob], 'upload', { type: blob.type })

/** chat/file, chat/image, chat/completions/file and audio/transcriptions. */
export interface FileDeps {
  files: FileService
  chat: ChatService
  providers: ProviderRegistry
  catalog: ModelCatalog
  allowance: AllowanceService
  logger: Logger
}

export function fileHandlers({
  files,
  chat,
  providers,
  catalog,
  allowance,
  logger,
}: FileDeps): RouteHandlers {
  return {
    uploadChatFile: (input, c) =>
      files.storeDocument(c.get('principal').userId, asFile(input.body.file)),
    getChatFile: async (input, c) => {
      const [file] = await files.owned(c.get('principal').userId, [input.params.file_id])
      if (file?.kind !== 'document') {
        throw new HTTPException(404, { message: 'There is no such document.' })
      }
      return {
        file_id: file.id,
        file_name: file.name,
        content_type: file.mimeType,
        size: file.size,
        text_length: file.content.length,
        parts: splitIntoParts(file.content),
      }
    },
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
      return chat.answer(c.get('principal').userId, request.data, [
        { name: file.name, text: read.text },
      ])
    },

    // Metered like any other call: one query of the catalog's transcription group, given back
    // when the provider fails.
    transcribeAudio: async (input, c) => {
      const { provider } = providers.media()
      const audio = new Uint8Array(await input.body.file.arrayBuffer())
      const charge = await allowance.charge(c.get('principal').userId, catalog.transcriptionGroup())
      try {
        return { text: await provider.transcribe(audio, c.req.raw.signal) }
      } catch (error) {
        await allowance.refund(charge)
        throw failureStatus(streamErrorChunk(error, logger, provider.name))
      }
    },
  }
}
