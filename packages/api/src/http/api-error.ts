import type { ErrorBody } from '../entities/error'
import { errorBodySchema } from '../entities/error'

/**
 * - `http`: the server answered with an error status (see `status` and `body`)
 * - `network`: no answer (offline, connection refused or dropped)
 * - `timeout`: no answer in time
 * - `aborted`: the caller cancelled
 * - `contract`: the answer does not match the route's response schema
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'contract'

/** Every failed call becomes one of these. */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** HTTP status; 0 when there was no answer. */
    readonly status: number,
    /** The error body (docs/product.md#errors), when the server sent one. */
    readonly body?: ErrorBody,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }

  /** A 401 that is not about a password means the session is gone (docs/product.md#errors). */
  get isSessionExpired(): boolean {
    return this.status === 401 && !mentionsPassword(this.body)
  }
}

/**
 * What was asked for is not there for this user (404): a conversation deleted or someone
 * else's, a share revoked. A screen shows it as gone rather than as a failure to retry.
 */
export const isGone = (error: unknown) => error instanceof ApiError && error.status === 404

function mentionsPassword(body: ErrorBody | undefined): boolean {
  const detail = body?.detail
  const text =
    typeof detail === 'string' ? detail : (detail ?? []).map((issue) => issue.msg).join(' ')
  return /password/i.test(text)
}

/** Reads an error body if the server sent one in its shape (docs/product.md#errors). */
export function parseErrorBody(data: unknown): ErrorBody | undefined {
  const parsed = errorBodySchema.safeParse(data)
  return parsed.success ? parsed.data : undefined
}
