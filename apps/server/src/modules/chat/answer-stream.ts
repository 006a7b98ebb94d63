import type { StreamChunk } from '@amply/api/entities/chat'
import type { Logger } from '../../lib/logger'
import type { ChatPromptMessage, ChatProvider } from '../providers/chat-provider'
import { withTimeout } from '../providers/with-timeout'
import type { Follow, LiveAnswer } from '../live-answers/live-answer'
import { ServerStopping } from '../live-answers/live-answers'
import { capWords } from './prompt-builder'
import { streamErrorChunk } from '../providers/stream-error'

/** How an answer ended, for storing it and metering it. */
export interface AnswerOutcome {
  content: string
  reasoningContent: string
  /** Stopped early: by the user (Stop) or a provider failure. */
  incomplete: boolean
  promptTokens: number | null
  completionTokens: number | null
}

export interface AnswerRelayInput {
  provider: ChatProvider
  upstreamModel: string
  reasoning: boolean
  system: string
  messages: ChatPromptMessage[]
  wordCap: number | null
  timeoutMs: number
  /** Where the pieces go; stopping it stops the provider call. */
  answer: LiveAnswer
  /** Called once, at the first part from the provider or at the end if none came. */
  onFirstPart: () => void
  /** Stores the answer; the answer ends once it is stored. */
  onEnd: (outcome: AnswerOutcome) => Promise<void>
  logger: Logger
}

const encoder = new TextEncoder()
const event = (chunk: StreamChunk) => encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`)

/**
 * An answer as server-sent events, one event per piece, each flushed as it comes (no buffering:
 * proxies are told so too). A reader that goes away stops reading, not the answer; `onCancel`
 * hears of it.
 */
export function eventStream(follow: Follow, onCancel: () => void = () => undefined): Response {
  let unfollow: () => void = () => undefined
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      unfollow = follow({
        chunk: (chunk) => {
          controller.enqueue(event(chunk))
        },
        end: () => {
          controller.close()
        },
      })
    },
    cancel() {
      unfollow()
      onCancel()
    },
  })
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      // Said outright, the Node adapter sends the headers and the first event at once; otherwise
      // it holds them back for a timer's turn, hoping the whole body comes to measure it.
      'transfer-encoding': 'chunked',
    },
  })
}

/**
 * Asks the provider and hands its answer, piece by piece, to the live answer, which outlives
 * the request that started it: only a stop (or a failure) ends it early. Whatever was produced
 * is stored either way.
 */
export function relayAnswer(input: AnswerRelayInput): void {
  void relay(input)
}

async function relay(input: AnswerRelayInput): Promise<void> {
  const { answer } = input
  const outcome: AnswerOutcome = {
    content: '',
    reasoningContent: '',
    incomplete: false,
    promptTokens: null,
    completionTokens: null,
  }
  const upstream = new AbortController()
  const stop = () => {
    upstream.abort(answer.signal.reason)
  }
  answer.signal.addEventListener('abort', stop, { once: true })
  const stopped = () => answer.signal.aborted
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
      if (stopped()) break
      if (part.type === 'usage') {
        outcome.promptTokens = part.promptTokens
        outcome.completionTokens = part.completionTokens
      } else if (part.type === 'reasoning') {
        outcome.reasoningContent += part.text
        answer.push({ reasoning_content: part.text })
      } else {
        const capped = input.wordCap ? capWords(outcome.content + part.text, input.wordCap) : null
        const piece = capped ? capped.text.slice(outcome.content.length) : part.text
        outcome.content += piece
        if (piece) answer.push({ content: piece })
        if (capped?.reached) {
          // The paragraph is complete at its word cap: the rest is not needed.
          upstream.abort(new Error('Word cap reached'))
          break
        }
      }
    }
  } catch (error) {
    if (!stopped()) failure = streamErrorChunk(error, input.logger, input.provider.name)
  }
  answer.signal.removeEventListener('abort', stop)
  if (!started) input.onFirstPart()
  outcome.incomplete = stopped() || failure !== undefined
  if (failure) answer.push(failure)
  else if (stopped()) answer.push(stoppedChunk(answer.signal.reason))
  try {
    await input.onEnd(outcome)
  } catch (error) {
    input.logger.error('storing an answer failed', { error: String(error) })
  }
  answer.end()
}

/** The last event of a stopped answer: `stopped`, or why the server could not finish it. */
function stoppedChunk(reason: unknown): StreamChunk {
  if (reason instanceof ServerStopping) {
    return {
      error:
        'The server restarted before this answer was complete. What was written so far is kept.',
    }
  }
  return { stopped: true }
}
