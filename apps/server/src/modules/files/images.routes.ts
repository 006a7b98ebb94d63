import { randomUUID } from 'node:crypto'
import type { GeneratedImageService } from './generated-images'
import { offeredAspectRatios } from '@amply/api/entities/art'
import { HTTPException } from 'hono/http-exception'
import { FieldRefusal } from '../../lib/field-refusal'
import type { RouteHandlers } from '../../lib/route-table'
import { imageStyles } from '../presets/presets'
import type { ModelCatalog } from '../models/model-catalog'
import type { AllowanceService } from '../usage/allowance.service'
import type { Logger } from '../../lib/logger'
import { failureStatus, streamErrorChunk } from '../providers/stream-error'
import type { ProviderRegistry } from '../providers/provider-registry'

/**
 * images/generations: an image model of the OpenAI(-compatible) provider when configured, the
 * demo's placeholders (which say what they are) otherwise; checked and metered either way.
 */
export interface ImageDeps {
  catalog: ModelCatalog
  allowance: AllowanceService
  providers: ProviderRegistry
  logger: Logger
  images: GeneratedImageService
}

export function imageHandlers({
  catalog,
  allowance,
  providers,
  logger,
  images,
}: ImageDeps): RouteHandlers {
  return {
    generateImages: async (input, c) => {
      const { ai_model_id, prompt, style_id, aspect_ratio, size, n } = input.body
      const userId = c.get('principal').userId
      const model = catalog.find(ai_model_id)
      if (model?.type !== 'image') {
        throw new HTTPException(404, {
          message: 'This image model is not available. Choose another one.',
        })
      }
      const style = imageStyles.find((s) => s.id === style_id)
      if (!style) throw new HTTPException(422, { message: 'There is no such image style.' })
      if (
        model.ui_config.aspect_ratio.length > 0 &&
        !model.ui_config.aspect_ratio.includes(aspect_ratio)
      ) {
        throw new HTTPException(422, {
          message: `This model does not make ${aspect_ratio} images.`,
        })
      }
      const offered = offeredAspectRatios(model.ui_config.aspect_ratio)
      if (!offered.some((ratio) => ratio.ratio === aspect_ratio && ratio.size === size)) {
        const sizes = offered.map((ratio) => `${ratio.size} (${ratio.ratio})`).join(', ')
        throw new FieldRefusal(400, {
          loc: ['body', 'size'],
          msg: `This model does not make ${size} images at ${aspect_ratio}. It makes ${sizes}.`,
          type: 'size_not_offered',
        })
      }
      const charge = await allowance.charge(userId, model.query_credit_group_name)
      const styled = style.prompt ? `${prompt}, ${style.prompt}` : prompt
      const { provider, upstreamModel } = providers.media(model)
      let urls: string[]
      try {
        urls = await provider.generateImages({
          upstreamModel,
          prompt: styled,
          size: size.toLowerCase() as `${number}x${number}`,
          n,
          signal: c.req.raw.signal,
        })
      } catch (error) {
        // Nothing was made: the query is given back.
        await allowance.refund(charge)
        throw failureStatus(streamErrorChunk(error, logger, provider.name))
      }
      // Kept for the gallery: a reload finds them again. One generation, one session id.
      const sessionId = randomUUID()
      const kept = await images.keep(
        {
          userId,
          sessionId,
          prompt,
          revisedPrompt: styled,
          styleId: style.id,
          aspectRatio: aspect_ratio,
          size,
          modelId: model.model_id,
        },
        urls,
      )
      return { session_id: sessionId, images: kept }
    },

    listImages: (input, c) =>
      images.list(c.get('principal').userId, input.query.page, input.query.page_size),

    deleteImage: async (input, c) => {
      if (!(await images.remove(c.get('principal').userId, input.params.image_id))) {
        throw new HTTPException(404, { message: 'There is no such image.' })
      }
      return { detail: 'The image was deleted.' }
    },
  }
}
