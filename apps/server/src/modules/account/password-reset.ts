import { and, eq, isNull } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import { accountTokens, users } from '../../db/schema/auth'
import type { AuthContext } from '../auth/auth-context'
import type { ClientInfo } from '../../lib/client-info'
import { forgetTrustedDevices } from '../auth/trusted-device'

const FORGOT_ANSWER = {
  detail: 'If an account uses this address, we sent it a link to reset the password.',
}

/** Forgot password (mail a single-use link) and reset password (use it). */
export function createPasswordReset(context: AuthContext) {
  const { db, auth, sessions, rateLimits, logger, requests } = context

  /**
   * Answers the same, after the same work, whether the account exists or not: the request is
   * written (one row) before the answer and the reset link made and mailed after it
   * (account-requests.ts), so the time does not tell either. The limits count per address and
   * per IP either way.
   */
  async function forgot(emailInput: string, client: ClientInfo) {
    const email = emailInput.trim().toLowerCase()
    await rateLimits.consume('mail', { account: email, ip: client.ip })
    await requests.request('reset_password', email)
    return FORGOT_ANSWER
  }

  /**
   * Sets a new password with a reset token: the token works once, and every session of the
   * user ends and every remembered browser must pass the OTP step again (whoever knew the old
   * password is signed out). The link proved the mailbox, so an
   * account still waiting for activation is active afterwards.
   */
  async function reset(token: string, password: string) {
    const passwordHash = await context.hasher.hash(password)
    const userId = await auth.consumeAccountToken(token, 'reset_password')
    if (!userId) {
      throw new HTTPException(400, {
        message: 'This reset link is invalid, used or expired. Please ask for a new one.',
      })
    }
    const at = new Date(context.now())
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, isActive: true, updatedAt: at })
        .where(eq(users.id, userId))
      // The other reset links sent before stop working too.
      await tx
        .update(accountTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, 'reset_password'),
            isNull(accountTokens.usedAt),
          ),
        )
      await forgetTrustedDevices(tx, userId)
    })
    await sessions.revokeAll(userId, 'password reset')
    logger.info('password reset', { user_id: userId })
    return { detail: 'Your password is changed. You can log in with it now.' }
  }

  return { forgot, reset }
}
