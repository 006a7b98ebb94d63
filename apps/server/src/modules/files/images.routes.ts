import { randomUUID } from 'node:crypto'
import { HTTPException } from 'hono/http-exception'
import type { RouteHandlers } from '../../lib/route-table'
import { imageStyles } from '../chat/presets'
import type { ModelCatalog } from '../models/model-catalog'
import type { AllowanceService } from '../usage/allowance.service'
import { placeholderImage } from './media'

/**
 * images/generations. No image provider is wired yet, so every image model is answered by the
 * demo's placeholder (which says so); the request is checked and metered like a real one.
 */
export function imageHandlers(catalog: ModelCatalog, allowance: AllowanceService): RouteHandlers {
  return {
    generateImages: async (input, c) => {
      const { ai_model_id, prompt, style_id, aspect_ratio, size, n, session_id } = input.body
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
      await allowance.charge(c.get('principal').userId, model.query_credit_group_name)
      const styled = style.prompt ? `${prompt}, ${style.prompt}` : prompt
      return {
        // Generated images are not kept in the history (its tools are chat, write, translate, read).
        session_id: session_id ?? randomUUID(),
        images: Array.from({ length: n }, (_, index) => ({
          url: placeholderImage(prompt, size, index),
          revised_prompt: styled,
        })),
      }
    },
  }
}
