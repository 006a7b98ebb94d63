/** One piece of a streamed answer, as every provider gives it. */
export type ChatPart =
  | { type: 'reasoning'; text: string }
  | { type: 'text'; text: string }
  | { type: 'usage'; promptTokens: number | null; completionTokens: number | null }

export interface ChatPromptMessage {
  role: 'user' | 'assistant'
  content: string
  /** Images (data URLs) sent with a question to a multimodal model. */
  images?: string[]
}

export interface ChatStreamRequest {
  upstreamModel: string
  reasoning: boolean
  system: string
  messages: ChatPromptMessage[]
  /** Aborted when the client goes away or the provider times out: the upstream call stops. */
  signal: AbortSignal
}

/** A source of answers: the demo, or a real provider through the AI SDK. */
export interface ChatProvider {
  readonly name: string
  streamChat(request: ChatStreamRequest): AsyncIterable<ChatPart>
}

/**
 * Why a provider call failed: it timed out, its connection dropped, or it answered an error
 * status (429, 500, 401...). The gateway turns each into what the client's error table maps.
 */
export class ProviderError extends Error {
  override readonly name = 'ProviderError'

  constructor(
    readonly kind: 'timeout' | 'dropped' | 'status',
    message: string,
    readonly status?: number,
  ) {
    super(message)
  }
}
