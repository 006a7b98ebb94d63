import type { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { createOpenAI } from '@ai-sdk/openai'
import { generateImage, transcribe } from 'ai'
import { demoTranscription, placeholderImage } from './demo-media'
import { toProviderError } from './ai-sdk-provider'

export interface ImageRequest {
  upstreamModel: string
  prompt: string
  /** WIDTHxHEIGHT, e.g. 1024x1024. */
  size: `${number}x${number}`
  n: number
  signal: AbortSignal
}

/** Image generation and speech to text: the demo's, or a provider's through the AI SDK. */
export interface MediaProvider {
  readonly name: string
  /** The images as data URLs. */
  generateImages(request: ImageRequest): Promise<string[]>
  transcribe(audio: Uint8Array, signal: AbortSignal): Promise<string>
}

/** The demo: placeholder images that say what they are, and a fixed honest transcription. */
export const demoMedia: MediaProvider = {
  name: 'demo',
  generateImages: (request) =>
    Promise.resolve(
      Array.from({ length: request.n }, (_, index) =>
        placeholderImage(request.prompt, request.size.toUpperCase(), index),
      ),
    ),
  transcribe: () => Promise.resolve(demoTranscription),
}

type ImageModel = ReturnType<ReturnType<typeof createOpenAICompatible>['imageModel']>
type TranscriptionModel = ReturnType<ReturnType<typeof createOpenAI>['transcription']>

/** A provider's image and transcription models (no retries: the user sees a failure at once). */
export function aiSdkMedia(
  name: string,
  imageModel: (upstreamModel: string) => ImageModel,
  transcriptionModel: TranscriptionModel,
): MediaProvider {
  return {
    name,
    async generateImages(request) {
      try {
        const { images } = await generateImage({
          model: imageModel(request.upstreamModel),
          prompt: request.prompt,
          n: request.n,
          size: request.size,
          maxRetries: 0,
          abortSignal: request.signal,
        })
        return images.map((image) => `data:${image.mediaType};base64,${image.base64}`)
      } catch (error) {
        throw toProviderError(error)
      }
    },
    async transcribe(audio, signal) {
      try {
        const { text } = await transcribe({
          model: transcriptionModel,
          audio,
          maxRetries: 0,
          abortSignal: signal,
        })
        return text
      } catch (error) {
        throw toProviderError(error)
      }
    },
  }
}
