import type { ApiClient } from '@amply/api/client'
import type { ChatRequest, StreamChunk } from '@amply/api/entities/chat'
import { streamChunkSchema } from '@amply/api/entities/chat'
import { ApiError } from '@amply/api/errors'
import { readEventStream } from './event-stream'
import { StreamChunkError } from './stream-errors'

/** No byte for this long fails the stream as a timeout. */
export const DEFAULT_STREAM_IDLE_TIMEOUT_MS = 60_000

export interface ChatStreamOptions {
  /** Cancels the stream (a new send, stop, a page change): it rejects as `aborted`. */
  signal?: AbortSignal
  /** Milliseconds without a byte (before the answer starts, or between chunks). */
  idleTimeoutMs?: number
  onChunk: (chunk: StreamChunk) => void
}

class IdleTimeoutError extends Error {
  override readonly name = 'TimeoutError'
}

/**
 * Asks `chat/completions` and hands each streamed chunk to `onChunk` until the answer ends.
 * Every failure rejects with one error for the stream error table: an `ApiError` (timeout,
 * network, aborted, http, contract) or a `StreamChunkError` for an `error` chunk, after which
 * the request is aborted.
 */
export function streamChat(
  client: ApiClient,
  body: ChatRequest,
  options: ChatStreamOptions,
): Promise<void> {
  return readAnswer((signal) => client.stream('chatCompletions', { body }, { signal }), options)
}

/**
 * Follows an answer being generated (`followAnswer`), from its beginning: the ids, what it
 * has so far, then the live pieces until it ends. Fails as `streamChat` does.
 */
export function followAnswer(
  client: ApiClient,
  chatId: string,
  options: ChatStreamOptions,
): Promise<void> {
  return readAnswer(
    (signal) => client.stream('followAnswer', { params: { chat_id: chatId } }, { signal }),
    options,
  )
}

async function readAnswer(
  open: (signal: AbortSignal) => Promise<Response>,
  options: ChatStreamOptions,
): Promise<void> {
  const idle = new AbortController()
  const signal = options.signal ? AbortSignal.any([options.signal, idle.signal]) : idle.signal
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_STREAM_IDLE_TIMEOUT_MS
  let timer: ReturnType<typeof setTimeout> | undefined
  const touch = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      idle.abort(new IdleTimeoutError(`No answer for ${idleTimeoutMs} ms`))
    }, idleTimeoutMs)
  }

  try {
    touch()
    const response = await open(signal)
    if (!response.body) throw new ApiError('contract', 'The stream has no body', response.status)
    await readEventStream(
      response.body,
      (data) => {
        const chunk = parseChunk(data)
        if (!chunk) return
        if (chunk.error !== undefined) throw new StreamChunkError(chunk.error, chunk.status)
        options.onChunk(chunk)
      },
      touch,
    )
  } catch (error) {
    const failure = classify(error, options.signal, idle.signal)
    // Whatever is left of the request stops here (an error chunk ends the stream too).
    idle.abort()
    throw failure
  } finally {
    clearTimeout(timer)
  }
}

function parseChunk(data: string): StreamChunk | null {
  if (data === '[DONE]') return null
  let json: unknown
  try {
    json = JSON.parse(data)
  } catch (error) {
    throw new ApiError('contract', 'A stream event is not JSON', 200, undefined, { cause: error })
  }
  const parsed = streamChunkSchema.safeParse(json)
  if (!parsed.success) {
    throw new ApiError('contract', 'A stream event breaks the contract', 200, undefined, {
      cause: parsed.error,
    })
  }
  return parsed.data
}

/** What went wrong, decided by who stopped the stream first, then by the error itself. */
function classify(error: unknown, caller: AbortSignal | undefined, idle: AbortSignal): unknown {
  if (error instanceof StreamChunkError) return error
  if (caller?.aborted)
    return new ApiError('aborted', 'The stream was cancelled', 0, undefined, { cause: error })
  if (idle.aborted)
    return new ApiError('timeout', 'The stream went silent', 0, undefined, { cause: error })
  if (error instanceof ApiError) return error
  // Reading the body failed: the connection dropped mid-answer.
  return new ApiError('network', 'The stream was cut off', 0, undefined, { cause: error })
}
