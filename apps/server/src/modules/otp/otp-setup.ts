import { brand } from '@amply/api/brand'
import type { OtpType } from '@amply/api/entities/user'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import { generateSecret, generateURI } from 'otplib'
import QRCode from 'qrcode'
import type { Transaction } from '../../db/client'
import { accountTokens, backupCodes, users } from '../../db/schema/auth'
import { requireCurrentPassword } from '../account/current-password'
import type { AuthContext } from '../auth/auth-context'
import { mailCode } from '../auth/otp-login'
import { seal } from '../auth/secret-box'
import type { ClientInfo } from '../../lib/client-info'
import { forgetTrustedDevices } from '../auth/trusted-device'
import { CodeRefused } from './one-time-codes'
import type { OneTimeCodes, UserRow } from './one-time-codes'
import {
  BACKUP_CODE_COUNT,
  backupCodeHash,
  enrollmentSubject,
  newBackupCode,
  sixDigits,
  verifyTotp,
} from './otp-codes'
import { totpSecretContext } from './totp-keys'

const INVALID_SETUP_CODE =
  'This code is not valid or has expired. Check the code, or ask for a new one.'

/** Setting a method up (TOTP app or email), confirming it with its first code, turning OTP off. */
export function createOtpSetup(
  deps: Pick<AuthContext, 'db' | 'hasher' | 'rateLimits' | 'now' | 'totpKeys'>,
  { openTotpSecret, takeEmailCode }: OneTimeCodes,
) {
  const { db, rateLimits, now, totpKeys } = deps

  async function loadUser(userId: string): Promise<UserRow> {
    const [user] = await db.select().from(users).where(eq(users.id, userId))
    if (!user) throw new HTTPException(401, { message: 'Not authenticated' })
    return user
  }

  /** Changing OTP needs the current password (ASVS), limited like every re-authentication. */
  const checkPassword = (userId: string, password: string, client: ClientInfo) =>
    requireCurrentPassword(deps, userId, password, client, 401)

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

  return { generate, confirm, disable }
}
