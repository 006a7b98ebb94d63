/** SQLSTATE classes and codes meaning "PostgreSQL is not there right now", not "this query is wrong". */
const unavailableCodes = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE'])

/** node-postgres's own messages for a connection that is gone (they carry no code). */
const lostConnection = ['Connection terminated', 'connection error and is not queryable']

/**
 * Whether an error (or one it wraps, as Drizzle's query errors do) says the database cannot be
 * reached: refused, cut, shutting down or starting up. Such a request failed through no fault of
 * its own and can be retried in a moment.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 5; depth++) {
    const { code, message, cause } = at as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) {
      return true
    }
    if (typeof message === 'string' && lostConnection.some((text) => message.includes(text))) {
      return true
    }
    at = cause
  }
  return false
}
