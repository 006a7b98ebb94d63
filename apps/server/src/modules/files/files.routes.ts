import { HTTPException } from 'hono/http-exception'
import type { RouteHandlers } from '../../lib/route-table'
import { asFile } from './file.service'
import type { FileService } from './file.service'
import type { Logger } from '../../lib/logger'
import { failureStatus, streamErrorChunk } from '../providers/stream-error'
import { splitIntoParts } from '../../lib/document-parts'
import type { ModelCatalog } from '../models/model-catalog'
import type { ProviderRegistry } from '../providers/provider-registry'
import type { AllowanceService } from '../usage/allowance.service'

/** chat/file, chat/image (up and back) and audio/transcriptions. */
export interface FileDeps {
  files: FileService
  providers: ProviderRegistry
  catalog: ModelCatalog
  allowance: AllowanceService
  logger: Logger
}

export function fileHandlers({
  files,
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
    getChatImage: async (input, c) => {
      const [file] = await files.owned(c.get('principal').userId, [input.params.file_id])
      const bytes = file?.kind === 'image' ? await files.imageBytes(file) : null
      if (!file || !bytes) throw new HTTPException(404, { message: 'There is no such image.' })
      // Only PNG, JPEG, WebP or GIF is ever stored (checked by its bytes): shown, never run.
      return new Response(bytes, {
        headers: {
          'Content-Type': file.mimeType,
          'Content-Disposition': 'inline',
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      })
    },
    uploadChatImage: (input, c) =>
      files.storeImage(c.get('principal').userId, asFile(input.body.file)),
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
