import { and, eq, isNull } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import { accountTokens, users } from '../../db/schema/auth'
import type { AuthContext } from '../auth/auth-context'
import type { ClientInfo } from '../auth/session.service'
import type { Transaction } from '../../db/client'
import { queueMail } from '../mail/mail-outbox'
import { passwordResetMail } from '../mail/mail-templates'
import { forgetTrustedDevices } from '../auth/trusted-device'

/** Reset links are short-lived and work once. */
export const RESET_TOKEN_TTL_MINUTES = 30

const FORGOT_ANSWER = {
  detail: 'If an account uses this address, we sent it a link to reset the password.',
}

/** Forgot password (mail a single-use link) and reset password (use it). */
export function createPasswordReset(context: AuthContext) {
  const { db, auth, sessions, rateLimits, logger, env } = context

  async function mailResetLink(tx: Transaction, user: { id: string; email: string }) {
    const token = await auth.createAccountToken(
      tx,
      user.id,
      'reset_password',
      RESET_TOKEN_TTL_MINUTES * 60_000,
    )
    // From configuration, never from the Host header: a forged Host cannot steal the token.
    const link = `${env.PUBLIC_URL}/client/reset-password/${token}`
    await queueMail(tx, passwordResetMail(user.email, link, RESET_TOKEN_TTL_MINUTES), user.id)
  }

  /**
   * Answers the same whether the account exists or not. For a known one the token and its mail
   * are committed before the answer (a crash right after it loses nothing); that is one short
   * transaction, with no hash and no mail server in it, so both paths stay in one timing class.
   * The limits count per address and per IP either way.
   */
  async function forgot(emailInput: string, client: ClientInfo) {
    const email = emailInput.trim().toLowerCase()
    await rateLimits.consume('mail', { account: email, ip: client.ip })
    const [user] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.email, email))
    if (user) await db.transaction((tx) => mailResetLink(tx, user))
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
