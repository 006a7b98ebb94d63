import type { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { APICallError, RetryError } from 'ai'
import type { ChatPart, ChatPromptMessage, ChatProvider, ChatStreamRequest } from './chat-provider'
import { ProviderError } from './chat-provider'

/** A language model of the AI SDK's provider specification (every provider package makes them). */
export type StreamingModel = ReturnType<ReturnType<typeof createOpenAICompatible>['chatModel']>
type CallOptions = Parameters<StreamingModel['doStream']>[0]
type PromptMessage = CallOptions['prompt'][number]
type ProviderOptions = NonNullable<CallOptions['providerOptions']>
type StreamPart =
  Awaited<ReturnType<StreamingModel['doStream']>>['stream'] extends ReadableStream<infer P>
    ? P
    : never

function imagePart(dataUrl: string) {
  const match = /^data:([^;,]+);base64,(.*)$/s.exec(dataUrl)
  return {
    type: 'file' as const,
    mediaType: match?.[1] ?? 'image',
    data: { type: 'data' as const, data: match?.[2] ?? '' },
  }
}

function toPromptMessage(message: ChatPromptMessage): PromptMessage {
  if (message.role === 'assistant') {
    return { role: 'assistant', content: [{ type: 'text', text: message.content }] }
  }
  return {
    role: 'user',
    content: [{ type: 'text', text: message.content }, ...(message.images ?? []).map(imagePart)],
  }
}

/** What went wrong upstream: an error status the provider answered, or a lost connection. */
export function toProviderError(error: unknown): ProviderError {
  const cause = RetryError.isInstance(error) ? error.lastError : error
  // A connection cut mid-answer is an APICallError too, but with the 200 it started with.
  if (APICallError.isInstance(cause) && cause.statusCode !== undefined && cause.statusCode >= 400) {
    return new ProviderError('status', cause.message, cause.statusCode)
  }
  return new ProviderError('dropped', cause instanceof Error ? cause.message : String(cause))
}

function toChatPart(part: StreamPart): ChatPart | undefined {
  switch (part.type) {
    case 'reasoning-delta':
      return part.delta ? { type: 'reasoning', text: part.delta } : undefined
    case 'text-delta':
      return part.delta ? { type: 'text', text: part.delta } : undefined
    case 'finish':
      return {
        type: 'usage',
        promptTokens: part.usage.inputTokens.total ?? null,
        completionTokens: part.usage.outputTokens.total ?? null,
      }
    case 'error':
      throw toProviderError(part.error)
    default:
      return undefined
  }
}

/**
 * A provider of the Vercel AI SDK (OpenAI-compatible, OpenAI, Anthropic, Google), called at the
 * level of its model specification (`doStream`): the gateway relays one answer and needs none
 * of `streamText`'s steps, tools or telemetry. No retries: the user sees a failure at once.
 */
export function aiSdkProvider(
  name: string,
  modelFor: (upstreamModel: string) => StreamingModel,
  /** Options that make the provider stream its reasoning, sent for reasoning models. */
  reasoningOptions?: ProviderOptions,
): ChatProvider {
  // A model is only its settings, but building one builds its stream's schemas (half a
  // millisecond, before every first token): one per upstream model, made on first use.
  const models = new Map<string, StreamingModel>()
  const modelOf = (upstreamModel: string) => {
    let model = models.get(upstreamModel)
    if (!model) {
      model = modelFor(upstreamModel)
      models.set(upstreamModel, model)
    }
    return model
  }
  return {
    name,
    async *streamChat(request: ChatStreamRequest): AsyncIterable<ChatPart> {
      try {
        const { stream } = await modelOf(request.upstreamModel).doStream({
          prompt: [
            { role: 'system', content: request.system },
            ...request.messages.map(toPromptMessage),
          ],
          abortSignal: request.signal,
          ...(request.reasoning && reasoningOptions ? { providerOptions: reasoningOptions } : {}),
        })
        for await (const part of stream) {
          const piece = toChatPart(part)
          if (piece) yield piece
        }
      } catch (error) {
        if (request.signal.aborted) return
        throw error instanceof ProviderError ? error : toProviderError(error)
      }
    },
  }
}
