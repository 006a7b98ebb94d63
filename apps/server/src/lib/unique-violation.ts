import type { HTTPException } from 'hono/http-exception'

/** Whether a database error is a unique-constraint violation (SQLSTATE 23505), wrapped or not. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' ||
    isUniqueViolation((error as { cause?: unknown }).cause))

/** Runs a write; a unique-constraint violation becomes the given HTTP error (a 409). */
export async function uniqueViolation<T>(
  toError: () => HTTPException,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) throw toError()
    throw error
  }
}
