import { createAnthropic } from '@ai-sdk/anthropic'
import { createGoogleGenerativeAI } from '@ai-sdk/google'
import { createOpenAI } from '@ai-sdk/openai'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { Env } from '../../env'
import type { CatalogModel, ProviderName } from '../models/model-catalog'
import { aiSdkProvider } from './ai-sdk-provider'
import type { ChatProvider } from './chat-provider'
import { demoProvider } from './demo-provider'

export interface ResolvedModel {
  provider: ChatProvider
  upstreamModel: string
}

export interface ProviderRegistry {
  /** The provider that answers a catalog model: its own when configured, the demo otherwise. */
  resolve(model: CatalogModel): ResolvedModel
  /** The providers configured by environment (the demo is always there). */
  configured(): string[]
}

type ProviderEnv = Pick<
  Env,
  | 'OPENAI_BASE_URL'
  | 'OPENAI_API_KEY'
  | 'OPENAI_MODEL'
  | 'ANTHROPIC_API_KEY'
  | 'GOOGLE_GENERATIVE_AI_API_KEY'
  | 'DEMO_STREAM_DELAY_MS'
>

function openAiProvider(env: ProviderEnv): ChatProvider | undefined {
  if (env.OPENAI_BASE_URL) {
    const compatible = createOpenAICompatible({
      name: 'openai-compatible',
      baseURL: env.OPENAI_BASE_URL,
      ...(env.OPENAI_API_KEY ? { apiKey: env.OPENAI_API_KEY } : {}),
      includeUsage: true,
    })
    return aiSdkProvider('openai-compatible', (id) => compatible.chatModel(id))
  }
  if (env.OPENAI_API_KEY) {
    const openai = createOpenAI({ apiKey: env.OPENAI_API_KEY })
    return aiSdkProvider('openai', (id) => openai.chat(id))
  }
  return undefined
}

/** Builds the providers the environment configures, once, at start. */
export function createProviderRegistry(env: ProviderEnv): ProviderRegistry {
  const demo = demoProvider(env.DEMO_STREAM_DELAY_MS)
  const providers: Partial<Record<ProviderName, ChatProvider>> = { demo }
  const openai = openAiProvider(env)
  if (openai) providers.openai = openai
  if (env.ANTHROPIC_API_KEY) {
    const anthropic = createAnthropic({ apiKey: env.ANTHROPIC_API_KEY })
    providers.anthropic = aiSdkProvider('anthropic', (id) => anthropic(id))
  }
  if (env.GOOGLE_GENERATIVE_AI_API_KEY) {
    const google = createGoogleGenerativeAI({ apiKey: env.GOOGLE_GENERATIVE_AI_API_KEY })
    providers.google = aiSdkProvider('google', (id) => google(id))
  }
  return {
    resolve(model) {
      const provider = providers[model.provider]
      if (!provider || provider === demo) return { provider: demo, upstreamModel: model.model_id }
      const upstreamModel =
        model.provider === 'openai' && env.OPENAI_MODEL ? env.OPENAI_MODEL : model.upstream_model
      return { provider, upstreamModel }
    },
    configured: () => Object.keys(providers),
  }
}
