import type { OtpVerifyRequest } from '@amply/api/entities/auth'
import { and, eq } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import { accountTokens, users } from '../../db/schema/auth'
import type { AuthContext } from '../auth/auth-context'
import { mailLoginCode } from '../auth/otp-login'
import { hashSecret } from '../auth/secrets'
import type { ClientInfo } from '../../lib/client-info'
import { CodeRefused } from './one-time-codes'
import type { OneTimeCodes } from './one-time-codes'
import { INVALID_CODE } from './otp-codes'

/** The pending login's second step: finishing it with a code, and mailing a new code. */
export function createPendingLogin(
  { db, rateLimits, now }: Pick<AuthContext, 'db' | 'rateLimits' | 'now'>,
  { claimAccountToken, live, takeCode }: OneTimeCodes,
) {
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

  return { verifyLogin, resend }
}
