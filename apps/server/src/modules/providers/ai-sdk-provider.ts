import { APICallError, RetryError, streamText } from 'ai'
import type { LanguageModel, ModelMessage, TextStreamPart, ToolSet } from 'ai'

type ProviderOptions = NonNullable<Parameters<typeof streamText>[0]['providerOptions']>
import type { ChatPart, ChatPromptMessage, ChatProvider, ChatStreamRequest } from './chat-provider'
import { ProviderError } from './chat-provider'

function toModelMessage(message: ChatPromptMessage): ModelMessage {
  if (message.role === 'assistant') return { role: 'assistant', content: message.content }
  if (!message.images?.length) return { role: 'user', content: message.content }
  return {
    role: 'user',
    content: [
      { type: 'text', text: message.content },
      ...message.images.map((image) => ({ type: 'image' as const, image })),
    ],
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

function toChatPart(part: TextStreamPart<ToolSet>): ChatPart | undefined {
  switch (part.type) {
    case 'reasoning-delta':
      return part.text ? { type: 'reasoning', text: part.text } : undefined
    case 'text-delta':
      return part.text ? { type: 'text', text: part.text } : undefined
    case 'finish':
      return {
        type: 'usage',
        promptTokens: part.totalUsage.inputTokens ?? null,
        completionTokens: part.totalUsage.outputTokens ?? null,
      }
    case 'error':
      throw toProviderError(part.error)
    default:
      return undefined
  }
}

/**
 * A provider of the Vercel AI SDK (OpenAI-compatible, OpenAI, Anthropic, Google). No retries:
 * the user sees a failure at once and can ask again, instead of waiting through backoffs.
 */
export function aiSdkProvider(
  name: string,
  modelFor: (upstreamModel: string) => LanguageModel,
  /** Options that make the provider stream its reasoning, sent for reasoning models. */
  reasoningOptions?: ProviderOptions,
): ChatProvider {
  return {
    name,
    async *streamChat(request: ChatStreamRequest): AsyncIterable<ChatPart> {
      const result = streamText({
        model: modelFor(request.upstreamModel),
        instructions: request.system,
        messages: request.messages.map(toModelMessage),
        maxRetries: 0,
        abortSignal: request.signal,
        ...(request.reasoning && reasoningOptions ? { providerOptions: reasoningOptions } : {}),
        // Errors arrive as stream parts below; the default handler would only log them again.
        onError: () => undefined,
      })
      try {
        for await (const part of result.stream) {
          const piece = toChatPart(part)
          if (piece) yield piece
        }
      } catch (error) {
        // Errors that stop the stream (a lost connection) are thrown rather than sent as parts.
        if (request.signal.aborted) return
        throw error instanceof ProviderError ? error : toProviderError(error)
      }
    },
  }
}
