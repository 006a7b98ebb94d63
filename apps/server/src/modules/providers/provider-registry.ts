import { createAnthropic } from '@ai-sdk/anthropic'
import { createGoogleGenerativeAI } from '@ai-sdk/google'
import { createOpenAI } from '@ai-sdk/openai'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { Env } from '../../env'
import type { CatalogModel, ProviderName } from '../models/model-catalog'
import { aiSdkProvider } from './ai-sdk-provider'
import type { ChatProvider } from './chat-provider'
import type { DemoControls } from './demo-directives'
import { demoProvider } from './demo-provider'
import { aiSdkMedia, demoMedia } from './media-provider'
import type { MediaProvider } from './media-provider'

export interface ResolvedModel {
  provider: ChatProvider
  upstreamModel: string
}

export interface ProviderRegistry {
  /** The provider that answers a catalog model: its own when configured, the demo otherwise. */
  resolve(model: CatalogModel): ResolvedModel
  /** Image generation and speech to text: OpenAI(-compatible) when configured, the demo otherwise. */
  media(model?: CatalogModel): { provider: MediaProvider; upstreamModel: string }
  /** The providers configured by environment (the demo is always there). */
  configured(): string[]
  /** Whether the offline demo answers this model (its provider is the demo, or not configured). */
  servedByDemo(model: CatalogModel): boolean
}

type ProviderEnv = Pick<
  Env,
  | 'OPENAI_BASE_URL'
  | 'OPENAI_API_KEY'
  | 'OPENAI_MODEL'
  | 'ANTHROPIC_API_KEY'
  | 'ANTHROPIC_BASE_URL'
  | 'GOOGLE_GENERATIVE_AI_API_KEY'
  | 'GOOGLE_BASE_URL'
  | 'DEMO_STREAM_DELAY_MS'
>

function openAiProviders(
  env: ProviderEnv,
): { chat: ChatProvider; media: MediaProvider } | undefined {
  if (!env.OPENAI_BASE_URL && !env.OPENAI_API_KEY) return undefined
  // Speech to text speaks OpenAI's own API, which compatible servers that offer it follow.
  const openai = createOpenAI({
    // A local server may need no key; the SDK wants one anyway.
    apiKey: env.OPENAI_API_KEY ?? 'none',
    ...(env.OPENAI_BASE_URL ? { baseURL: env.OPENAI_BASE_URL } : {}),
  })
  const transcription = openai.transcription('whisper-1')
  if (env.OPENAI_BASE_URL) {
    const compatible = createOpenAICompatible({
      name: 'openai-compatible',
      baseURL: env.OPENAI_BASE_URL,
      ...(env.OPENAI_API_KEY ? { apiKey: env.OPENAI_API_KEY } : {}),
      includeUsage: true,
    })
    return {
      chat: aiSdkProvider('openai-compatible', (id) => compatible.chatModel(id)),
      media: aiSdkMedia('openai-compatible', (id) => compatible.imageModel(id), transcription),
    }
  }
  return {
    chat: aiSdkProvider('openai', (id) => openai.chat(id)),
    media: aiSdkMedia('openai', (id) => openai.image(id), transcription),
  }
}

/**
 * Builds the providers the environment configures, once, at start. `demo` (a server under test
 * only) lets questions steer the demo provider.
 */
export function createProviderRegistry(
  env: ProviderEnv,
  demoControls?: DemoControls,
): ProviderRegistry {
  const demo = demoProvider(env.DEMO_STREAM_DELAY_MS, demoControls)
  const providers: Partial<Record<ProviderName, ChatProvider>> = { demo }
  const openai = openAiProviders(env)
  if (openai) providers.openai = openai.chat
  if (env.ANTHROPIC_API_KEY) {
    const anthropic = createAnthropic({
      apiKey: env.ANTHROPIC_API_KEY,
      ...(env.ANTHROPIC_BASE_URL ? { baseURL: env.ANTHROPIC_BASE_URL } : {}),
    })
    // Reasoning models think aloud only when asked to.
    providers.anthropic = aiSdkProvider('anthropic', (id) => anthropic(id), {
      anthropic: { thinking: { type: 'enabled', budgetTokens: 4096 } },
    })
  }
  if (env.GOOGLE_GENERATIVE_AI_API_KEY) {
    const google = createGoogleGenerativeAI({
      apiKey: env.GOOGLE_GENERATIVE_AI_API_KEY,
      ...(env.GOOGLE_BASE_URL ? { baseURL: env.GOOGLE_BASE_URL } : {}),
    })
    providers.google = aiSdkProvider('google', (id) => google(id), {
      google: { thinkingConfig: { includeThoughts: true } },
    })
  }
  const resolve = (model: CatalogModel): ResolvedModel => {
    const provider = providers[model.provider]
    if (!provider || provider === demo) return { provider: demo, upstreamModel: model.model_id }
    const upstreamModel =
      model.provider === 'openai' && env.OPENAI_MODEL ? env.OPENAI_MODEL : model.upstream_model
    return { provider, upstreamModel }
  }
  const media = (model?: CatalogModel) => {
    if (!openai || (model && model.provider !== 'openai')) {
      return { provider: demoMedia, upstreamModel: model?.model_id ?? 'demo' }
    }
    return { provider: openai.media, upstreamModel: model?.upstream_model ?? 'whisper-1' }
  }
  return {
    resolve,
    media,
    configured: () => Object.keys(providers),
    servedByDemo: (model) =>
      model.type === 'image'
        ? media(model).provider === demoMedia
        : resolve(model).provider === demo,
  }
}
