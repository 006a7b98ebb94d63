import { and, eq } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client'
import type { RateLimits } from '../../lib/rate-limits'
import { accountTokens } from '../../db/schema/auth'
import type { users } from '../../db/schema/auth'
import { otpCodeMail } from '../mail/mail-templates'
import { queueMail } from '../mail/mail-outbox'
import { hashSecret, randomCode, randomToken } from './secrets'
import { isTrustedDevice } from './trusted-device'

/** Emailed codes work at most this long (ASVS: out-of-band codes expire within 10 minutes). */
export const EMAIL_CODE_TTL_MINUTES = 10
export const EMAIL_CODE_TTL_MS = EMAIL_CODE_TTL_MINUTES * 60_000

/**
 * How an emailed code is stored. The code alone has only a million values, so its hash also
 * takes in what it belongs to: the pending login's raw token (never stored, so a copy of the
 * table cannot be brute-forced) or, while setting OTP up, the account.
 */
export function emailCodeHash(code: string, belongsTo: string): string {
  return hashSecret(`otp-email-code:${belongsTo}:${code}`)
}

/** How long a pending OTP login (its `otp_token`) can be finished. */
const OTP_LOGIN_TTL_MS = 10 * 60_000

export interface OtpLoginDeps {
  db: Database
  now: () => number
}

type OtpUser = Pick<typeof users.$inferSelect, 'id' | 'email' | 'otpType'>

/** The second step of a login with OTP on: skipped on a trusted browser, else a pending login. */
export type OtpStep = { kind: 'trusted' } | { kind: 'otp'; redirectUrl: string }

/**
 * Called by login once the password is right for an account with OTP on. A browser that
 * presents a valid trusted-device cookie skips the step; otherwise a single-use `otp_token`
 * (10 minutes) is created and, for the email method, its first code is mailed (within the
 * mail limits: the password alone must not be enough to flood the owner's inbox).
 */
export async function startOtpStep(
  deps: OtpLoginDeps & { rateLimits: RateLimits },
  user: OtpUser,
  client: { ip: string; trustedDevice: string | undefined },
): Promise<OtpStep> {
  const at = deps.now()
  if (await isTrustedDevice(deps.db, user.id, client.trustedDevice, at)) return { kind: 'trusted' }
  if (user.otpType === 'email') {
    await deps.rateLimits.consume('mail', { account: user.email, ip: client.ip })
  }
  const otpToken = randomToken()
  await deps.db.transaction(async (tx) => {
    await tx.insert(accountTokens).values({
      tokenHash: hashSecret(otpToken),
      userId: user.id,
      purpose: 'otp_login',
      createdAt: new Date(at),
      expiresAt: new Date(at + OTP_LOGIN_TTL_MS),
    })
    if (user.otpType === 'email') await mailLoginCode(tx, deps.now, user, otpToken)
  })
  // The method tells the page which code to ask for (the app's, or the one just mailed).
  const query = new URLSearchParams({
    otp_token: otpToken,
    ...(user.otpType ? { method: user.otpType } : {}),
  })
  return { kind: 'otp', redirectUrl: `/auth/jwt/otp?${query.toString()}` }
}

/**
 * Mails a new 6-digit code for a pending login. The login's earlier codes are deleted, so
 * only the newest one works (and a repeat of an old value cannot clash with its row).
 */
export async function mailLoginCode(
  tx: Transaction,
  now: () => number,
  user: Pick<OtpUser, 'id' | 'email'>,
  otpToken: string,
) {
  await mailCode(tx, now, user, hashSecret(otpToken), otpToken)
}

/**
 * Mails a code under `subject` (a pending login, or setting the method up), replacing older
 * ones, in the caller's transaction.
 */
export async function mailCode(
  tx: Transaction,
  now: () => number,
  user: Pick<OtpUser, 'id' | 'email'>,
  subject: string,
  hashKey: string,
) {
  const code = randomCode(6)
  const at = now()
  await tx
    .delete(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, user.id),
        eq(accountTokens.purpose, 'otp_email_code'),
        eq(accountTokens.subject, subject),
      ),
    )
  await tx.insert(accountTokens).values({
    tokenHash: emailCodeHash(code, hashKey),
    userId: user.id,
    purpose: 'otp_email_code',
    subject,
    createdAt: new Date(at),
    expiresAt: new Date(at + EMAIL_CODE_TTL_MS),
  })
  await queueMail(tx, otpCodeMail(user.email, code, EMAIL_CODE_TTL_MINUTES), user.id)
}
