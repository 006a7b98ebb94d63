/** SQLSTATE 22021 (a NUL or invalid byte in text) and 22P05 (a character the encoding lacks). */
const codes = new Set(['22021', '22P05'])

/**
 * Whether PostgreSQL refused a value as text it cannot store (a NUL character passes every
 * schema but no text column): the caller's input, so a 400, not a server error.
 */
export function isUnstorableText(error: unknown): boolean {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 5; depth++) {
    const { code, cause } = at as { code?: unknown; cause?: unknown }
    if (typeof code === 'string' && codes.has(code)) return true
    at = cause
  }
  return false
}
