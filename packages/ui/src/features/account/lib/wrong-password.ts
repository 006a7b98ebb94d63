import { ApiError } from '@amply/api/errors'

/**
 * Whether the server refused a sensitive change because the current password was wrong (400,
 * or 401 for the OTP calls, whose detail mentions the password so the session stays): the
 * form then puts its own words on the password field instead of the alert.
 */
export function isWrongPassword(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'http') return false
  if (error.status !== 400 && error.status !== 401) return false
  const detail = error.body?.detail
  return typeof detail === 'string' && detail.includes('current password is incorrect')
}
