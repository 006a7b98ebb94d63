import type { StreamChunk } from '@amply/api/entities/chat'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Logger } from '../../lib/logger'
import { ProviderError } from './chat-provider'

/**
 * The timeout text of docs/product.md#stream-errors, sent without a status so the client shows it
 * as is.
 */
export const providerTimeoutMessage =
  'The request took too long to complete. Please try again later.'

/**
 * The `error` chunk for a failed provider call. Without `status` the client shows the text as
 * is; with one it maps it by its error table (429 "too many requests", 500 "service
 * unavailable"). A provider refusing our credentials (401/403) is the operator's problem, never
 * the user's session: it is a 500 for the client and an error in the log.
 */
export function streamErrorChunk(error: unknown, logger: Logger, provider: string): StreamChunk {
  const failure = error instanceof ProviderError ? error : undefined
  if (failure?.kind === 'timeout') {
    logger.warn('provider timed out', { provider, reason: failure.message })
    return { error: providerTimeoutMessage }
  }
  if (failure?.kind === 'status' && failure.status === 429) {
    logger.warn('provider rate limit', { provider })
    return {
      error: 'The AI provider is receiving too many requests. Please wait a moment and try again.',
      status: 429,
    }
  }
  if (failure?.kind === 'status') {
    const credentials = failure.status === 401 || failure.status === 403
    logger.error(credentials ? 'provider refused the credentials' : 'provider failed', {
      provider,
      status: failure.status,
      reason: failure.message,
    })
    return { error: 'The AI provider could not answer.', status: 500 }
  }
  logger.warn('provider connection lost', { provider, reason: String(error) })
  return {
    error:
      'The connection to the AI provider was lost before the answer was complete. Please try again.',
  }
}

/** A provider failure as an error status: its own, or 504 for a timeout and 502 for a lost connection. */
export function failureStatus(chunk: StreamChunk): HTTPException {
  const message = chunk.error ?? 'The AI provider could not answer.'
  const status = chunk.status ?? (message === providerTimeoutMessage ? 504 : 502)
  return new HTTPException(status as ContentfulStatusCode, { message })
}
