import { sitePathOf } from '@amply/api/entities/auth'
import { and, asc, desc, eq } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client'
import { accountRequests } from '../../db/schema/account-requests'
import { accountTokens, users } from '../../db/schema/auth'
import type { Logger } from '../../lib/logger'
import { isUniqueViolation } from '../../lib/unique-violation'
import { queueMail } from '../mail/mail-outbox'
import {
  activationMail,
  alreadyRegisteredMail,
  passwordResetMail,
  unlockMail,
} from '../mail/mail-templates'
import { issueAccountToken } from './account-tokens'
import { createAccount } from './new-account'

/** Activation links work for 48 hours, reset links for 30 minutes; each once. */
const ACTIVATION_TTL_MS = 48 * 3600_000
export const RESET_TOKEN_TTL_MINUTES = 30
/** An unlock link (a held account's password accepted from anywhere) works for an hour, once. */
export const UNLOCK_TOKEN_TTL_MINUTES = 60

/** How often waiting requests are looked for (a crash, or a settle that failed). */
const SETTLE_INTERVAL_MS = 30_000

/** A registration as the answer describes it: the account it creates if the address is free. */
export interface RegistrationPayload {
  userId: string
  referralCode: string
  passwordHash: string
  firstName: string
  lastName: string
  /** The inviter's code, if any. */
  referredByCode?: string | undefined
  /** The page the newcomer asked for before registering, which the activation answers. */
  returnTo: string | null
  /** When the answer was given: the trial it promised starts then. */
  at: string
}

type RequestRow = typeof accountRequests.$inferSelect

export interface AccountRequestsDeps {
  db: Database
  logger: Logger
  /** The website's address: every link in mail starts with it. */
  publicUrl: string
  now?: () => number
}

/**
 * Registration, forgot password and resending an activation link do the same work before
 * their answer for every address (one row written), and what depends on the address after
 * it: the caller can time neither path apart. The row is settled right after the answer; one
 * left by a crash or a failure is settled by `start()`'s rounds, in this process or another.
 */
export function createAccountRequests({
  db,
  logger,
  publicUrl,
  now = Date.now,
}: AccountRequestsDeps) {
  const findUser = async (tx: Transaction, email: string) =>
    (await tx.select().from(users).where(eq(users.email, email)))[0]

  /**
   * Mails an activation link. The token's subject keeps `returnTo`, the page the newcomer asked
   * for before registering, which the activation answers (any browser that opens the mail).
   */
  async function mailActivation(
    tx: Transaction,
    user: { id: string; email: string; firstName: string },
    returnTo: string | null,
  ) {
    const token = await issueAccountToken(
      tx,
      {
        userId: user.id,
        purpose: 'activate',
        ttlMs: ACTIVATION_TTL_MS,
        subject: returnTo ?? undefined,
      },
      new Date(now()),
    )
    const link = `${publicUrl}/client/activate/${token}`
    await queueMail(tx, activationMail(user.email, user.firstName, link), user.id)
  }

  /** A free address gets its account and activation link; a taken one tells its owner. */
  async function register(tx: Transaction, row: RequestRow) {
    const existing = await findUser(tx, row.email)
    if (existing) {
      await queueMail(tx, alreadyRegisteredMail(row.email, publicUrl), existing.id)
      return
    }
    const input = row.payload as RegistrationPayload
    const referrer = input.referredByCode
      ? (
          await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.referralCode, input.referredByCode))
        )[0]
      : undefined
    const user = await createAccount(
      tx,
      {
        id: input.userId,
        referralCode: input.referralCode,
        email: row.email,
        passwordHash: input.passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        referredBy: referrer?.id ?? null,
      },
      new Date(input.at),
    )
    await mailActivation(tx, user, input.returnTo)
    logger.info('account registered', { user_id: user.id })
  }

  async function resetPassword(tx: Transaction, row: RequestRow) {
    const user = await findUser(tx, row.email)
    if (!user) return
    const token = await issueAccountToken(
      tx,
      {
        userId: user.id,
        purpose: 'reset_password',
        ttlMs: RESET_TOKEN_TTL_MINUTES * 60_000,
      },
      new Date(now()),
    )
    // From configuration, never from the Host header: a forged Host cannot steal the token.
    const link = `${publicUrl}/client/reset-password/${token}`
    await queueMail(tx, passwordResetMail(user.email, link, RESET_TOKEN_TTL_MINUTES), user.id)
  }

  /** A new link for an account still waiting, leading back where its latest one did. */
  async function resendActivation(tx: Transaction, row: RequestRow) {
    const user = await findUser(tx, row.email)
    if (!user || user.isActive) return
    const [latest] = await tx
      .select({ subject: accountTokens.subject })
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'activate')))
      .orderBy(desc(accountTokens.createdAt))
      .limit(1)
    await mailActivation(tx, user, sitePathOf(latest?.subject))
  }

  /** A held account's owner gets a link that lets the password in (docs/auth.md, "Lockout"). */
  async function unlock(tx: Transaction, row: RequestRow) {
    const user = await findUser(tx, row.email)
    if (!user) return
    const token = await issueAccountToken(
      tx,
      { userId: user.id, purpose: 'unlock', ttlMs: UNLOCK_TOKEN_TTL_MINUTES * 60_000 },
      new Date(now()),
    )
    const link = `${publicUrl}/auth/jwt/login?unlock=${token}`
    await queueMail(tx, unlockMail(user.email, link, UNLOCK_TOKEN_TTL_MINUTES), user.id)
  }

  const settlers = {
    register,
    reset_password: resetPassword,
    resend_activation: resendActivation,
    unlock,
  }

  /**
   * Settles a request under its row's lock and deletes it in the same transaction: settled
   * once, whichever process takes it. Answers whether this call settled it.
   */
  async function settle(id: string, retry = true): Promise<boolean> {
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(accountRequests)
          .where(eq(accountRequests.id, id))
          .for('update', { skipLocked: true })
        if (!row) return false
        await settlers[row.kind](tx, row)
        await tx.delete(accountRequests).where(eq(accountRequests.id, row.id))
        return true
      })
    } catch (error) {
      // Two registrations of one free address at once: the second is a taken one now.
      if (retry && isUniqueViolation(error)) return settle(id, false)
      logger.error('account request not settled, will retry', { id, error: String(error) })
      return false
    }
  }

  /** Writes a request, the same work for every address, and settles it after the answer. */
  async function request(
    kind: RequestRow['kind'],
    email: string,
    payload: RegistrationPayload | Record<string, never> = {},
  ) {
    const [row] = await db
      .insert(accountRequests)
      .values({ kind, email, payload })
      .returning({ id: accountRequests.id })
    if (!row) throw new Error('No account request was stored')
    setImmediate(() => void settle(row.id))
  }

  /** Settles every request waiting; answers how many. */
  async function settleWaiting() {
    const waiting = await db
      .select({ id: accountRequests.id })
      .from(accountRequests)
      .orderBy(asc(accountRequests.createdAt))
    let settled = 0
    for (const { id } of waiting) if (await settle(id)) settled++
    return settled
  }

  /** Settles what waits now (a previous life's requests) and every 30 s; answers the stop. */
  function start() {
    const round = () => {
      settleWaiting().catch((error: unknown) => {
        logger.warn('account requests could not be read', { error: String(error) })
      })
    }
    round()
    const timer = setInterval(round, SETTLE_INTERVAL_MS)
    timer.unref()
    return () => {
      clearInterval(timer)
    }
  }

  return { request, settle, settleWaiting, start }
}

export type AccountRequests = ReturnType<typeof createAccountRequests>
