import type { StreamChunk } from '@amply/api/entities/chat'
import type { Logger } from '../../lib/logger'
import type { ChatPromptMessage, ChatProvider } from '../providers/chat-provider'
import { withTimeout } from '../providers/with-timeout'
import { capWords } from './prompt-builder'
import { streamErrorChunk } from './stream-error'

/** How an answer ended, for storing it and metering it. */
export interface AnswerOutcome {
  content: string
  reasoningContent: string
  /** Stopped early: the client went away or the provider failed. */
  incomplete: boolean
  promptTokens: number | null
  completionTokens: number | null
}

export interface AnswerStreamInput {
  provider: ChatProvider
  upstreamModel: string
  reasoning: boolean
  system: string
  messages: ChatPromptMessage[]
  wordCap: number | null
  timeoutMs: number
  /** The first event: the conversation and the ids of the two stored messages. */
  first: StreamChunk
  /** Aborted when the client disconnects. */
  clientSignal: AbortSignal
  /** Called once, at the first part from the provider or at the end if none came. */
  onFirstPart: () => void
  /** Stores the answer; the stream closes once it is stored. */
  onEnd: (outcome: AnswerOutcome) => Promise<void>
  logger: Logger
}

const encoder = new TextEncoder()
const event = (chunk: StreamChunk) => encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`)

/**
 * Relays a provider's answer as server-sent events, one event per piece, each flushed as it
 * comes (no buffering: proxies are told so too). A client that goes away aborts the upstream
 * call; whatever was streamed is stored either way.
 */
export function answerStream(input: AnswerStreamInput): Response {
  const upstream = new AbortController()
  let clientGone = false
  const leave = () => {
    clientGone = true
    upstream.abort(new Error('The client went away'))
  }
  input.clientSignal.addEventListener('abort', leave, { once: true })

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (chunk: StreamChunk) => {
        if (!clientGone) controller.enqueue(event(chunk))
      }
      send(input.first)
      void relay(input, upstream, send, () => clientGone).finally(() => {
        input.clientSignal.removeEventListener('abort', leave)
        if (!clientGone) controller.close()
      })
    },
    cancel: leave,
  })
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    },
  })
}

async function relay(
  input: AnswerStreamInput,
  upstream: AbortController,
  send: (chunk: StreamChunk) => void,
  clientGone: () => boolean,
): Promise<void> {
  const outcome: AnswerOutcome = {
    content: '',
    reasoningContent: '',
    incomplete: false,
    promptTokens: null,
    completionTokens: null,
  }
  let failure: StreamChunk | undefined
  let started = false
  try {
    const parts = input.provider.streamChat({
      upstreamModel: input.upstreamModel,
      reasoning: input.reasoning,
      system: input.system,
      messages: input.messages,
      signal: upstream.signal,
    })
    const timed = withTimeout(parts, input.timeoutMs, () => {
      upstream.abort(new Error('The provider timed out'))
    })
    for await (const part of timed) {
      if (!started) {
        started = true
        // After this part is on its way: the database work must not hold up the first token.
        setImmediate(input.onFirstPart)
      }
      if (clientGone()) break
      if (part.type === 'usage') {
        outcome.promptTokens = part.promptTokens
        outcome.completionTokens = part.completionTokens
      } else if (part.type === 'reasoning') {
        outcome.reasoningContent += part.text
        send({ reasoning_content: part.text })
      } else {
        const capped = input.wordCap ? capWords(outcome.content + part.text, input.wordCap) : null
        const piece = capped ? capped.text.slice(outcome.content.length) : part.text
        outcome.content += piece
        if (piece) send({ content: piece })
        if (capped?.reached) {
          // The paragraph is complete at its word cap: the rest is not needed.
          upstream.abort(new Error('Word cap reached'))
          break
        }
      }
    }
  } catch (error) {
    if (!clientGone()) failure = streamErrorChunk(error, input.logger, input.provider.name)
  }
  if (!started) input.onFirstPart()
  outcome.incomplete = clientGone() || failure !== undefined
  if (failure) send(failure)
  try {
    await input.onEnd(outcome)
  } catch (error) {
    input.logger.error('storing an answer failed', { error: String(error) })
  }
}
