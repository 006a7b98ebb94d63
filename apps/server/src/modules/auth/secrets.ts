import { createHash, randomBytes, randomInt } from 'node:crypto'

/** An unguessable token for a link, a cookie or a pending step (256 bits, URL-safe). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** A numeric code of `digits` digits (emailed OTP codes). */
export function randomCode(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0')
}

/**
 * How secrets are stored: SHA-256 is enough for random 256-bit tokens (nothing to brute
 * force), and a leaked table gives no usable token.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url')
}
