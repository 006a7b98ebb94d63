import { brand } from '@amply/api/brand'
import type { OtpVerifyRequest } from '@amply/api/entities/auth'
import type { OtpType } from '@amply/api/entities/user'
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import { generateSecret, generateURI } from 'otplib'
import QRCode from 'qrcode'
import type { Transaction } from '../../db/client'
import { accountTokens, backupCodes, users } from '../../db/schema/auth'
import type { AuthContext } from '../auth/auth-context'
import { UnsealError, seal, unseal } from '../auth/secret-box'
import { hashSecret } from '../auth/secrets'
import { requireCurrentPassword } from '../account/current-password'
import type { ClientInfo } from '../auth/session.service'
import {
  BACKUP_CODE_COUNT,
  INVALID_CODE,
  backupCodeHash,
  enrollmentSubject,
  newBackupCode,
  normaliseBackupCode,
  parseStep,
  sixDigits,
  verifyTotp,
} from './otp-codes'
import { emailCodeHash, mailCode, mailLoginCode } from '../auth/otp-login'
import { totpSecretContext } from './totp-keys'
import { forgetTrustedDevices } from '../auth/trusted-device'

type OtpServiceDeps = Pick<
  AuthContext,
  'db' | 'hasher' | 'rateLimits' | 'now' | 'totpKeys' | 'logger'
>
type UserRow = typeof users.$inferSelect

/** What a code is checked against: the emailed codes of a subject, and whether backup codes count. */
interface CodeScope {
  subject: string
  /** Mixed into an emailed code's hash (see emailCodeHash). */
  hashKey: string
  backupCodes: boolean
}

const INVALID_SETUP_CODE =
  'This code is not valid or has expired. Check the code, or ask for a new one.'

/** Keeps a failed check's rollback apart from real errors inside a transaction. */
class CodeRefused extends Error {}

/**
 * OTP as a second login step: finishing a pending login with a code, mailing a new code,
 * setting a method up (TOTP app or email), confirming it, and turning it off.
 */
export function createOtpService(deps: OtpServiceDeps) {
  const { db, rateLimits, now, totpKeys, logger } = deps

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

  async function loadUser(userId: string): Promise<UserRow> {
    const [user] = await db.select().from(users).where(eq(users.id, userId))
    if (!user) throw new HTTPException(401, { message: 'Not authenticated' })
    return user
  }

  /** Changing OTP needs the current password (ASVS), limited like every re-authentication. */
  const checkPassword = (userId: string, password: string, client: ClientInfo) =>
    requireCurrentPassword(deps, userId, password, client, 401)

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

  /**
   * Finishes a pending login: the `otp_token` and the code are used together in one
   * transaction, so a refused code leaves the login pending and a second success is impossible.
   * Answers the user to start a session for.
   */
  async function verifyLogin(input: OtpVerifyRequest, client: ClientInfo): Promise<string> {
    const tokenHash = hashSecret(input.otp_token)
    const [pending] = await db
      .select({ userId: accountTokens.userId })
      .from(accountTokens)
      .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, 'otp_login')))
    await rateLimits.consume('otp', { account: pending?.userId, ip: client.ip })
    const invalid = new HTTPException(400, { message: INVALID_CODE })
    if (!pending) throw invalid
    try {
      await db.transaction(async (tx) => {
        const userId = await claimAccountToken(
          tx,
          eq(accountTokens.tokenHash, tokenHash),
          eq(accountTokens.purpose, 'otp_login'),
        )
        const [user] = userId ? await tx.select().from(users).where(eq(users.id, userId)) : []
        const scope = { subject: tokenHash, hashKey: input.otp_token, backupCodes: true }
        if (!user?.otpEnabledAt || !(await takeCode(tx, user, input.code, scope))) {
          throw new CodeRefused()
        }
      })
    } catch (error) {
      if (error instanceof CodeRefused) throw invalid
      throw error
    }
    await rateLimits.reset('otp', pending.userId)
    return pending.userId
  }

  /** Mails a new code for a pending email login; the earlier codes stop working. */
  async function resend(otpToken: string, client: ClientInfo) {
    const tokenHash = hashSecret(otpToken)
    const [pending] = await db
      .select({ id: users.id, email: users.email, otpType: users.otpType })
      .from(accountTokens)
      .innerJoin(users, eq(users.id, accountTokens.userId))
      .where(
        and(
          eq(accountTokens.tokenHash, tokenHash),
          eq(accountTokens.purpose, 'otp_login'),
          live(new Date(now())),
        ),
      )
    await rateLimits.consume('mail', { account: pending?.email, ip: client.ip })
    if (pending?.otpType !== 'email') {
      throw new HTTPException(400, {
        message: 'This sign-in has expired or does not use emailed codes. Please log in again.',
      })
    }
    await db.transaction((tx) => mailLoginCode(tx, now, pending, otpToken))
    return { detail: 'We emailed you a new code.' }
  }

  /**
   * Starts setting a method up: TOTP gets a new secret, its otpauth URI and that URI as a QR
   * code; email gets a code by mail. The method waits as pending until its first code confirms
   * it; a method already on stays in force until then (switching needs no disable first), and a
   * later generate replaces the pending one.
   */
  async function generate(
    userId: string,
    input: { otp_type: OtpType; current_password: string },
    client: ClientInfo,
  ) {
    const user = await checkPassword(userId, input.current_password, client)
    const updatedAt = new Date(now())
    if (input.otp_type === 'totp') {
      const secret = generateSecret()
      await db
        .update(users)
        .set({
          pendingOtpType: 'totp',
          pendingTotpSecret: seal(totpKeys, secret, totpSecretContext(userId)),
          updatedAt,
        })
        .where(eq(users.id, userId))
      const otpauthUrl = generateURI({ issuer: brand.name, label: user.email, secret })
      return {
        otp_type: 'totp' as const,
        secret,
        otpauth_url: otpauthUrl,
        qr_code: await QRCode.toDataURL(otpauthUrl),
      }
    }
    await rateLimits.consume('mail', { account: user.email, ip: client.ip })
    const subject = enrollmentSubject(userId)
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ pendingOtpType: 'email', pendingTotpSecret: null, updatedAt })
        .where(eq(users.id, userId))
      await mailCode(tx, now, user, subject, subject)
    })
    return { otp_type: 'email' as const }
  }

  /**
   * Uses a first code of the pending method; answers the replay guard to store with it (the
   * TOTP step matched), or nothing when the code does not fit.
   */
  async function takePendingCode(tx: Transaction, user: UserRow, code: string) {
    const digits = sixDigits(code)
    if (!digits) return undefined
    if (user.pendingOtpType === 'totp') {
      const secret = openTotpSecret(user.id, user.pendingTotpSecret)
      const step = secret ? await verifyTotp(secret, digits, now(), undefined) : undefined
      return step === undefined ? undefined : { totpLastStep: String(step) }
    }
    const subject = enrollmentSubject(user.id)
    const scope = { subject, hashKey: subject, backupCodes: false }
    return (await takeEmailCode(tx, user, digits, scope)) ? { totpLastStep: null } : undefined
  }

  /**
   * Confirms the pending method with its first code: it replaces the one in force (if any),
   * OTP is on, and new backup codes are answered.
   */
  async function confirm(userId: string, code: string, client: ClientInfo) {
    await rateLimits.consume('reauth', { account: userId, ip: client.ip })
    const user = await loadUser(userId)
    const pendingType = user.pendingOtpType
    if (!pendingType) {
      if (user.otpEnabledAt) {
        throw new HTTPException(409, { message: 'Two-step verification is already on.' })
      }
      throw new HTTPException(400, {
        message: 'Choose an authenticator app or email codes first.',
      })
    }
    const codes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode)
    try {
      await db.transaction(async (tx) => {
        const guard = await takePendingCode(tx, user, code)
        if (!guard) throw new CodeRefused()
        const at = new Date(now())
        // Only the setup that was checked: a concurrent generate or confirm wins over this one.
        const [promoted] = await tx
          .update(users)
          .set({
            otpType: pendingType,
            totpSecret: user.pendingTotpSecret,
            totpLastStep: guard.totpLastStep,
            pendingOtpType: null,
            pendingTotpSecret: null,
            otpEnabledAt: at,
            updatedAt: at,
          })
          .where(
            and(
              eq(users.id, userId),
              eq(users.pendingOtpType, pendingType),
              user.pendingTotpSecret === null
                ? isNull(users.pendingTotpSecret)
                : eq(users.pendingTotpSecret, user.pendingTotpSecret),
            ),
          )
          .returning({ id: users.id })
        if (!promoted) throw new CodeRefused()
        await tx.delete(backupCodes).where(eq(backupCodes.userId, userId))
        await tx
          .insert(backupCodes)
          .values(codes.map((backup) => ({ userId, codeHash: backupCodeHash(userId, backup) })))
      })
    } catch (error) {
      if (error instanceof CodeRefused)
        throw new HTTPException(400, { message: INVALID_SETUP_CODE })
      throw error
    }
    await rateLimits.reset('reauth', userId)
    return { backup_codes: codes }
  }

  /** Turns OTP off: the secret, backup codes, trusted browsers and pending codes all go. */
  async function disable(userId: string, currentPassword: string, client: ClientInfo) {
    await checkPassword(userId, currentPassword, client)
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          otpType: null,
          otpEnabledAt: null,
          totpSecret: null,
          totpLastStep: null,
          pendingOtpType: null,
          pendingTotpSecret: null,
          updatedAt: new Date(now()),
        })
        .where(eq(users.id, userId))
      await tx.delete(backupCodes).where(eq(backupCodes.userId, userId))
      await forgetTrustedDevices(tx, userId)
      await tx
        .delete(accountTokens)
        .where(
          and(
            eq(accountTokens.userId, userId),
            inArray(accountTokens.purpose, ['otp_login', 'otp_email_code']),
          ),
        )
    })
    return { detail: 'Two-step verification is off.' }
  }

  return { verifyLogin, resend, generate, confirm, disable }
}
