import { and, eq, gt, isNull } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import type { Transaction } from '../../db/client'
import { accountTokens, users } from '../../db/schema/auth'
import { uniqueViolation } from '../../lib/unique-violation'
import type { AuthContext } from '../auth/auth-context'
import { hashSecret } from '../auth/secrets'
import type { ClientInfo } from '../../lib/client-info'
import { queueMail } from '../mail/mail-outbox'
import {
  emailChangeConfirmMail,
  emailChangeRequestedMail,
  emailChangedMail,
} from '../mail/mail-templates'

/** A confirmation link for a new address works this long, once. */
export const EMAIL_CHANGE_TTL_HOURS = 24

export const EMAIL_TAKEN = 'This email address is already used by another account.'

const INVALID_LINK =
  'This confirmation link is invalid, used or expired. Change your email address again to get a new one.'

/**
 * A new email address takes effect only once its owner confirms it from the mail sent to it
 * (a typo or a stolen session cannot move the account to an address the owner does not read),
 * and the old address hears of the request and of the change.
 */
export function createEmailChange(context: AuthContext) {
  const { db, auth, rateLimits, logger, env } = context

  const taken = () => new HTTPException(409, { message: EMAIL_TAKEN })

  /** Ends the user's earlier unconfirmed requests: only the latest link works. */
  async function dropPending(tx: Transaction, userId: string, at: Date) {
    await tx
      .update(accountTokens)
      .set({ usedAt: at })
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, 'change_email'),
          isNull(accountTokens.usedAt),
        ),
      )
  }

  /**
   * Mails a single-use link to `newEmail` and a notice to the current address, in one
   * transaction with the token (the outbox sends both after the commit). The password was
   * checked by the caller.
   */
  async function request(
    user: { id: string; email: string },
    newEmail: string,
    client: ClientInfo,
  ) {
    await rateLimits.consume('mail', { account: newEmail, ip: client.ip })
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, newEmail))
    if (owner) throw taken()
    await db.transaction(async (tx) => {
      await dropPending(tx, user.id, new Date(context.now()))
      const token = await auth.createAccountToken(
        tx,
        user.id,
        'change_email',
        EMAIL_CHANGE_TTL_HOURS * 3_600_000,
        newEmail,
      )
      // From configuration, never from the Host header: a forged Host cannot steal the token.
      const link = `${env.PUBLIC_URL}/client/confirm-email/${token}`
      await queueMail(tx, emailChangeConfirmMail(newEmail, link, EMAIL_CHANGE_TTL_HOURS), user.id)
      await queueMail(tx, emailChangeRequestedMail(user.email, newEmail), user.id)
    })
    logger.info('email change requested', { user_id: user.id })
  }

  /** Uses a confirmation link once: the address it was sent to becomes the account's. */
  async function confirm(token: string) {
    const at = new Date(context.now())
    const changed = await uniqueViolation(taken, () =>
      db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(accountTokens)
          .set({ usedAt: at })
          .where(
            and(
              eq(accountTokens.tokenHash, hashSecret(token)),
              eq(accountTokens.purpose, 'change_email'),
              isNull(accountTokens.usedAt),
              gt(accountTokens.expiresAt, at),
            ),
          )
          .returning({ userId: accountTokens.userId, newEmail: accountTokens.subject })
        if (!claimed?.newEmail) return undefined
        const [before] = await tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, claimed.userId))
        if (!before) return undefined
        await tx
          .update(users)
          .set({ email: claimed.newEmail, updatedAt: at })
          .where(eq(users.id, claimed.userId))
        await dropPending(tx, claimed.userId, at)
        await queueMail(tx, emailChangedMail(before.email, claimed.newEmail), claimed.userId)
        return claimed.userId
      }),
    )
    if (!changed) throw new HTTPException(400, { message: INVALID_LINK })
    logger.info('email changed', { user_id: changed })
    return { detail: 'Your email address is changed. Use it to log in from now on.' }
  }

  return { request, confirm }
}
