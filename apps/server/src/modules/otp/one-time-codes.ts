import { and, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Transaction } from '../../db/client'
import { accountTokens, backupCodes, users } from '../../db/schema/auth'
import type { AuthContext } from '../auth/auth-context'
import { UnsealError, unseal } from '../auth/secret-box'
import { emailCodeHash } from '../auth/otp-login'
import { backupCodeHash, normaliseBackupCode, parseStep, sixDigits, verifyTotp } from './otp-codes'
import { totpSecretContext } from './totp-keys'

export type UserRow = typeof users.$inferSelect

/** What a code is checked against: the emailed codes of a subject, and whether backup codes count. */
export interface CodeScope {
  subject: string
  /** Mixed into an emailed code's hash (see emailCodeHash). */
  hashKey: string
  backupCodes: boolean
}

/** Keeps a failed check's rollback apart from real errors inside a transaction. */
export class CodeRefused extends Error {}

/**
 * Using a code once, whatever its kind (a TOTP step, an emailed code, a backup code), inside the
 * caller's transaction: a second use of the same code, even a concurrent one, finds it taken.
 */
export function createOneTimeCodes({
  now,
  totpKeys,
  logger,
}: Pick<AuthContext, 'now' | 'totpKeys' | 'logger'>) {
  /** A sealed TOTP secret of the user, opened; nothing if no configured key opens it (logged). */
  function openTotpSecret(userId: string, sealed: string | null): string | undefined {
    if (!sealed) return undefined
    try {
      return unseal(totpKeys, sealed, totpSecretContext(userId))
    } catch (error) {
      if (!(error instanceof UnsealError)) throw error
      logger.error('a TOTP secret cannot be opened', { user_id: userId, reason: error.message })
      return undefined
    }
  }

  /** Takes a TOTP step once: a concurrent use of the same code finds the step already taken. */
  async function takeTotpStep(tx: Transaction, user: UserRow, code: string) {
    const secret = openTotpSecret(user.id, user.totpSecret)
    if (!secret) return false
    const step = await verifyTotp(secret, code, now(), parseStep(user.totpLastStep))
    if (step === undefined) return false
    const [taken] = await tx
      .update(users)
      .set({ totpLastStep: String(step) })
      .where(
        and(
          eq(users.id, user.id),
          or(isNull(users.totpLastStep), sql`${users.totpLastStep}::bigint < ${step}`),
        ),
      )
      .returning({ id: users.id })
    return taken !== undefined
  }

  /** Account tokens not used yet and not expired at `at`. */
  const live = (at: Date) => and(isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, at))

  /** Uses a single-use account token once: its user, or nothing if unknown, used or expired. */
  async function claimAccountToken(tx: Transaction, ...conditions: SQL[]) {
    const at = new Date(now())
    const [claimed] = await tx
      .update(accountTokens)
      .set({ usedAt: at })
      .where(and(...conditions, live(at)))
      .returning({ userId: accountTokens.userId })
    return claimed?.userId
  }

  async function takeEmailCode(tx: Transaction, user: UserRow, code: string, scope: CodeScope) {
    const userId = await claimAccountToken(
      tx,
      eq(accountTokens.tokenHash, emailCodeHash(code, scope.hashKey)),
      eq(accountTokens.userId, user.id),
      eq(accountTokens.purpose, 'otp_email_code'),
      eq(accountTokens.subject, scope.subject),
    )
    return userId !== undefined
  }

  async function takeBackupCode(tx: Transaction, user: UserRow, code: string) {
    const [taken] = await tx
      .update(backupCodes)
      .set({ usedAt: new Date(now()) })
      .where(
        and(
          eq(backupCodes.userId, user.id),
          eq(backupCodes.codeHash, backupCodeHash(user.id, code)),
          isNull(backupCodes.usedAt),
        ),
      )
      .returning({ userId: backupCodes.userId })
    return taken !== undefined
  }

  /** Uses a code of the user's method (or a backup code) once; false when it does not fit. */
  async function takeCode(tx: Transaction, user: UserRow, code: string, scope: CodeScope) {
    const digits = sixDigits(code)
    if (digits && user.otpType === 'totp') return takeTotpStep(tx, user, digits)
    if (digits && user.otpType === 'email') return takeEmailCode(tx, user, digits, scope)
    const backup = scope.backupCodes ? normaliseBackupCode(code) : undefined
    return backup ? takeBackupCode(tx, user, backup) : false
  }

  return { openTotpSecret, live, claimAccountToken, takeEmailCode, takeCode }
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>
