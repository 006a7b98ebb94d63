import { formatErrorDetail } from '@amply/api/error-messages'
import { ApiError } from '@amply/api/errors'
import { SessionEndedError } from '../auth/session-ended-error'

/** The stream error texts (docs/product.md#stream-errors), verbatim. */
export const streamErrorMessages = {
  timeout: 'The request took too long to complete. Please try again later.',
  connectionLost: 'Connection lost. Please check your internet connection and try again.',
  serviceUnavailable:
    'The service is currently unavailable. Our team has been notified and is working on it.',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: "You don't have permission to perform this action.",
  notFound: 'The requested resource could not be found.',
  tooManyRequests: "You've made too many requests. Please wait a moment and try again.",
  unexpected:
    'Sorry, an unexpected error occurred. Please try again or contact support if the problem persists.',
} as const

/**
 * An `error` chunk in the stream: its text, and the status of its cause when the server knows it.
 */
export class StreamChunkError extends Error {
  override readonly name = 'StreamChunkError'

  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
  }
}

/** The row of the table for an HTTP status; `detail` is the server's text, if any. */
function messageForStatus(status: number, detail: string | undefined): string {
  switch (status) {
    case 500:
      return streamErrorMessages.serviceUnavailable
    case 401:
      return streamErrorMessages.sessionExpired
    case 403:
      return streamErrorMessages.forbidden
    case 404:
      return streamErrorMessages.notFound
    case 429:
      return streamErrorMessages.tooManyRequests
  }
  // The subscription limit (402, SUBSCRIPTION_LIMIT_STATUS) passes the server's message through;
  // every other 4xx shows its detail, or "Client error {status}" without one.
  if (status < 400 || status >= 500) return streamErrorMessages.unexpected
  if (detail) return detail
  return `Client error ${status}`
}

/**
 * The toast text of a failed stream (docs/product.md#stream-errors): timeout, connection loss, the
 * status rows, the subscription limit's own message, other 4xx details, anything else. An error
 * chunk with a status maps by the table with its text as the detail; without one its text is shown
 * as is.
 */
export function streamErrorMessage(error: unknown): string {
  if (error instanceof StreamChunkError) {
    return error.status === undefined
      ? error.message
      : messageForStatus(error.status, error.message)
  }
  if (error instanceof SessionEndedError) return streamErrorMessages.sessionExpired
  if (!(error instanceof ApiError)) return streamErrorMessages.unexpected
  switch (error.kind) {
    case 'timeout':
      return streamErrorMessages.timeout
    case 'network':
      return streamErrorMessages.connectionLost
    case 'http':
      return messageForStatus(error.status, formatErrorDetail(error.body))
    default:
      return streamErrorMessages.unexpected
  }
}
