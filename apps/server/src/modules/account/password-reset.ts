import { and, eq, isNull } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import { accountTokens, users } from '../../db/schema/auth'
import type { AuthContext } from '../auth/auth.module'
import type { ClientInfo } from '../auth/session.service'
import { passwordResetMail } from '../mail/mail-templates'

/** Reset links are short-lived and work once. */
export const RESET_TOKEN_TTL_MINUTES = 30

const FORGOT_ANSWER = {
  detail: 'If an account uses this address, we sent it a link to reset the password.',
}

/** Forgot password (mail a single-use link) and reset password (use it). */
export function createPasswordReset(context: AuthContext) {
  const { db, auth, sessions, rateLimits, logger, env } = context

  async function mailResetLink(user: { id: string; email: string }) {
    const token = await auth.createAccountToken(
      user.id,
      'reset_password',
      RESET_TOKEN_TTL_MINUTES * 60_000,
    )
    // From configuration, never from the Host header: a forged Host cannot steal the token.
    const link = `${env.PUBLIC_URL}/client/reset-password/${token}`
    await context.sendMail(passwordResetMail(user.email, link, RESET_TOKEN_TTL_MINUTES))
  }

  /**
   * Answers the same, in the same time, whether the account exists or not: the token and the
   * mail are made after the answer, so neither the message nor the timing tells who has an
   * account. The limits count per address and per IP either way.
   */
  async function forgot(emailInput: string, client: ClientInfo) {
    const email = emailInput.trim().toLowerCase()
    await rateLimits.consume('mail', { account: email, ip: client.ip })
    const [user] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.email, email))
    if (user) {
      mailResetLink(user).catch((error: unknown) => {
        logger.error('the password reset mail failed', { user_id: user.id, error: String(error) })
      })
    }
    return FORGOT_ANSWER
  }

  /**
   * Sets a new password with a reset token: the token works once, and every session of the
   * user ends (whoever knew the old password is signed out). The link proved the mailbox, so an
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
    })
    await sessions.revokeAll(userId, 'password reset')
    logger.info('password reset', { user_id: userId })
    return { detail: 'Your password is changed. You can log in with it now.' }
  }

  return { forgot, reset }
}
