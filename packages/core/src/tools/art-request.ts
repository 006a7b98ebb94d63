import type { ArtState } from '@amply/api/entities/art'
import { defaultArtState } from '@amply/api/entities/art'
import type { RouteInput } from '@amply/api/client'

export type ImageRequest = RouteInput<'generateImages'>['body']

/**
 * The art page's `images/generations` request from its state (docs/product.md#art: style
 * Auto (id 10), aspect 1:1 at 1024X1024, one image by default); null for an empty prompt.
 */
export function buildImageRequest(
  input: { prompt: string; modelId: string; sessionId?: string | null },
  state: ArtState = defaultArtState,
): ImageRequest | null {
  const prompt = input.prompt.trim()
  if (!prompt) return null
  return {
    ai_model_id: input.modelId,
    prompt,
    style_id: state.style.id,
    aspect_ratio: state.aspect_ratio.ratio,
    size: state.aspect_ratio.size,
    n: state.image_count,
    session_id: input.sessionId ?? null,
  }
}
