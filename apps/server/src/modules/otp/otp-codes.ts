import { randomBytes } from 'node:crypto'
import { verify } from 'otplib'
import { hashSecret } from '../auth/secrets'

/** TOTP: one step (30 s) of clock drift either way, no more. */
const TOTP_TOLERANCE_SECONDS = 30

/**
 * The one answer to a failed code, whatever failed (which kind of code, or the pending login
 * behind it), so that a guesser learns nothing from the message.
 */
export const INVALID_CODE =
  'This code is not valid, or your sign-in has expired. Check the code, or log in again.'

/** A six-digit TOTP or emailed code, as typed (spaces allowed: "123 456"). */
export function sixDigits(code: string): string | undefined {
  const digits = code.replace(/\s/g, '')
  return /^\d{6}$/.test(digits) ? digits : undefined
}

/**
 * Checks a TOTP code. Answers the time step it matched, or nothing. Steps up to `lastStep`
 * (the last one accepted) are refused: a code works once, even within its 30 seconds.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  nowMs: number,
  lastStep: number | undefined,
): Promise<number | undefined> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: TOTP_TOLERANCE_SECONDS,
      ...(lastStep === undefined ? {} : { afterTimeStep: lastStep }),
    })
    return result.valid && 'timeStep' in result ? result.timeStep : undefined
  } catch {
    // otplib throws when the last accepted step lies beyond the window (a clock set back).
    return undefined
  }
}

/** The stored replay guard (`users.totp_last_step` is text) as a number. */
export function parseStep(stored: string | null): number | undefined {
  if (stored === null) return undefined
  const step = Number(stored)
  return Number.isSafeInteger(step) ? step : undefined
}

/** `account_tokens.subject` of the codes that confirm a new email method. */
export const enrollmentSubject = (userId: string) => `otp-enrollment:${userId}`

const BACKUP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
const BACKUP_LENGTH = 16
export const BACKUP_CODE_COUNT = 10

/**
 * A backup code: 16 characters of an unambiguous alphabet (about 79 bits, so SHA-256 is a
 * fitting store), shown in groups of four: `abcd-efgh-jkmn-pqrs`.
 */
export function newBackupCode(): string {
  const bytes = randomBytes(BACKUP_LENGTH)
  // 256 is not a multiple of 31: the slight bias costs under 1 bit of the 79.
  const chars = [...bytes].map((byte) => BACKUP_ALPHABET[byte % BACKUP_ALPHABET.length])
  return chars.join('').replace(/(.{4})(?!$)/g, '$1-')
}

/** A backup code as typed, without its dashes, spaces and capitals; nothing if it cannot be one. */
export function normaliseBackupCode(code: string): string | undefined {
  const plain = code.replace(/[\s-]/g, '').toLowerCase()
  return plain.length === BACKUP_LENGTH ? plain : undefined
}

/** Stored per account, so equal codes of two accounts never collide. */
export function backupCodeHash(userId: string, code: string): string {
  return hashSecret(`otp-backup-code:${userId}:${code.replace(/-/g, '')}`)
}
