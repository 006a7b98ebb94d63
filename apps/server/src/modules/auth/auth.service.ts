import { randomUUID } from 'node:crypto'
import {
  sitePathOf,
  type LoginRequest,
  type RegisterRequest,
  type RegisterResponse,
} from '@amply/api/entities/auth'
import type { User } from '@amply/api/entities/user'
import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import type { Database, Transaction } from '../../db/client'
import { accountTokens, users } from '../../db/schema/auth'
import type { Logger } from '../../lib/logger'
import type { RateLimits } from '../../lib/rate-limits'
import { activationMail, alreadyRegisteredMail } from '../mail/mail-templates'
import { queueMail } from '../mail/mail-outbox'
import { startOtpStep } from './otp-login'
import { createAccount, newReferralCode, TRIAL_PLAN_NAME, trialEnd } from './new-account'
import type { PasswordHasher } from './password-hasher'
import { hashSecret, randomToken } from './secrets'
import type { ClientInfo, IssuedSession, SessionService } from './session.service'
import type { TurnstileVerifier } from './turnstile'
import { latestPlan, toUserEntity } from './user-entity'

export interface AuthServiceDeps {
  db: Database
  hasher: PasswordHasher
  sessions: SessionService
  rateLimits: RateLimits
  turnstile: TurnstileVerifier
  logger: Logger
  /** The website's address: every link in mail starts with it. */
  publicUrl: string
  now?: () => number
}

const ACTIVATION_TTL_MS = 48 * 3600_000

/** The one answer to a failed login, whatever failed (no account enumeration). */
const INVALID_CREDENTIALS = 'Incorrect email or password.'

export type LoginOutcome =
  { kind: 'session'; session: IssuedSession } | { kind: 'otp'; redirectUrl: string }

const normaliseEmail = (email: string) => email.trim().toLowerCase()

export function createAuthService(deps: AuthServiceDeps) {
  const { db, hasher, sessions, rateLimits, logger } = deps
  const now = deps.now ?? Date.now

  async function checkBot(response: string, ip: string) {
    if (!(await deps.turnstile(response, ip))) {
      throw new HTTPException(400, { message: 'The bot check failed. Please try again.' })
    }
  }

  async function findUser(email: string) {
    const [row] = await db
      .select()
      .from(users)
      .where(eq(users.email, normaliseEmail(email)))
    return row
  }

  /** A single-use token for a link, stored hashed, in the transaction that mails it. */
  async function createAccountToken(
    tx: Database | Transaction,
    userId: string,
    purpose: (typeof accountTokens.$inferInsert)['purpose'],
    ttlMs: number,
    /** What the token is for beyond its purpose, e.g. the new address of an email change. */
    subject?: string,
  ) {
    const token = randomToken()
    await tx.insert(accountTokens).values({
      tokenHash: hashSecret(token),
      userId,
      purpose,
      subject,
      createdAt: new Date(now()),
      expiresAt: new Date(now() + ttlMs),
    })
    return token
  }

  /** Uses a single-use token once: answers its user, or nothing if unknown, used or expired. */
  async function consumeAccountToken(
    token: string,
    purpose: (typeof accountTokens.$inferInsert)['purpose'],
  ) {
    return (await useAccountToken(token, purpose))?.userId
  }

  /** Uses a single-use token once: answers its user and subject, if it was still good. */
  async function useAccountToken(
    token: string,
    purpose: (typeof accountTokens.$inferInsert)['purpose'],
  ) {
    const at = new Date(now())
    const [row] = await db
      .update(accountTokens)
      .set({ usedAt: at })
      .where(
        and(
          eq(accountTokens.tokenHash, hashSecret(token)),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, at),
        ),
      )
      .returning({ userId: accountTokens.userId, subject: accountTokens.subject })
    return row
  }

  /**
   * Mails an activation link. The token's subject keeps `returnTo`, the page the newcomer asked
   * for before registering, which the activation answers (any browser that opens the mail).
   */
  async function mailActivation(
    tx: Transaction,
    user: { id: string; email: string; firstName: string },
    returnTo: string | null,
  ) {
    const token = await createAccountToken(
      tx,
      user.id,
      'activate',
      ACTIVATION_TTL_MS,
      returnTo ?? undefined,
    )
    const link = `${deps.publicUrl}/client/activate/${token}`
    await queueMail(tx, activationMail(user.email, user.firstName, link), user.id)
  }

  /**
   * Creates an inactive account with a 30-day trial and mails its activation link. The answer
   * is the same shape whether or not the email was free (a taken one gets a notice by mail), so
   * registration does not reveal who has an account.
   */
  async function register(input: RegisterRequest, client: ClientInfo): Promise<RegisterResponse> {
    await checkBot(input.turnstile_response, client.ip)
    const email = normaliseEmail(input.email)
    await rateLimits.consume('register', { account: email, ip: client.ip })
    const passwordHash = await hasher.hash(input.password)
    const existing = await findUser(email)
    const at = new Date(now())
    if (existing) {
      await rateLimits.consume('mail', { account: email, ip: client.ip })
      await queueMail(db, alreadyRegisteredMail(email, deps.publicUrl), existing.id)
      return { accessToken: '', user: placeholderUser(input, email, at) }
    }
    const referrer = input.referral_code
      ? (
          await db
            .select({ id: users.id })
            .from(users)
            .where(eq(users.referralCode, input.referral_code))
        )[0]
      : undefined
    const user = await db.transaction(async (tx) => {
      const created = await createAccount(
        tx,
        {
          email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          referredBy: referrer?.id ?? null,
        },
        at,
      )
      await mailActivation(tx, created, sitePathOf(input.return_to))
      return created
    })
    logger.info('account registered', { user_id: user.id })
    return { accessToken: '', user: toUserEntity(user, await latestPlan(db, user.id, at), at) }
  }

  /** What registration answers for an address that already has an account. */
  function placeholderUser(input: RegisterRequest, email: string, at: Date): User {
    return {
      id: randomUUID(),
      first_name: input.first_name,
      last_name: input.last_name,
      displayName: `${input.first_name} ${input.last_name}`.trim(),
      email,
      profile_picture: null,
      dob: null,
      contact_number: null,
      is_active: false,
      client_type: 'individual',
      isPublic: false,
      otp_enabled: false,
      otp_type: null,
      role: 'client',
      currentPlan: {
        plan_name: TRIAL_PLAN_NAME,
        type: 'trial',
        valid_to: trialEnd(at).toISOString(),
      },
      gateway_client_id: null,
      referral_code: newReferralCode(),
    }
  }

  async function activate(token: string) {
    const used = await useAccountToken(token, 'activate')
    const userId = used?.userId
    if (!userId) {
      throw new HTTPException(400, {
        message: 'This activation link is invalid or has expired. Ask for a new one.',
      })
    }
    const [user] = await db
      .update(users)
      .set({ isActive: true, updatedAt: new Date(now()) })
      .where(eq(users.id, userId))
      .returning({ email: users.email })
    const returnTo = sitePathOf(used.subject)
    return {
      detail: 'Your account is active. You can log in now.',
      email: user?.email ?? '',
      ...(returnTo ? { return_to: returnTo } : {}),
    }
  }

  /** The page the account's latest activation link leads back to, for a new link to keep. */
  async function pendingReturnTo(userId: string) {
    const [latest] = await db
      .select({ subject: accountTokens.subject })
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, 'activate')))
      .orderBy(desc(accountTokens.createdAt))
      .limit(1)
    return sitePathOf(latest?.subject)
  }

  async function resendActivation(emailInput: string, client: ClientInfo) {
    const email = normaliseEmail(emailInput)
    await rateLimits.consume('mail', { account: email, ip: client.ip })
    const user = await findUser(email)
    if (user && !user.isActive) {
      const returnTo = await pendingReturnTo(user.id)
      await db.transaction((tx) => mailActivation(tx, user, returnTo))
    }
    return { detail: 'If an account is waiting for activation, we sent it a new link.' }
  }

  /**
   * Checks the password in the same time whether the account exists or not, answers the same
   * 401 for every failure, and limits attempts per account and per IP.
   */
  async function login(
    input: LoginRequest,
    client: ClientInfo,
    /** The browser's trusted-device cookie (an earlier OTP success with "remember me"). */
    trustedDevice?: string,
  ): Promise<LoginOutcome> {
    await checkBot(input.turnstile_response, client.ip)
    const email = normaliseEmail(input.email)
    await rateLimits.consume('login', { account: email, ip: client.ip })
    const user = await findUser(email)
    const valid = user?.passwordHash
      ? await hasher.verify(user.passwordHash, input.password)
      : await hasher.verifyNothing(input.password)
    if (!user || !valid) throw new HTTPException(401, { message: INVALID_CREDENTIALS })
    if (!user.isActive) {
      throw new HTTPException(403, {
        message:
          'Please activate your account first: use the link we emailed you, or ask for a new one.',
      })
    }
    await rateLimits.reset('login', email)
    if (user.otpEnabledAt) {
      const step = await startOtpStep({ db, now, rateLimits }, user, {
        ip: client.ip,
        trustedDevice,
      })
      if (step.kind === 'otp') return step
    }
    return { kind: 'session', session: await sessions.start(user.id, client) }
  }

  async function profile(userId: string): Promise<User> {
    const at = new Date(now())
    const [row] = await db.select().from(users).where(eq(users.id, userId))
    if (!row) throw new HTTPException(401, { message: 'Not authenticated' })
    return toUserEntity(row, await latestPlan(db, userId, at), at)
  }

  return {
    register,
    activate,
    resendActivation,
    login,
    profile,
    createAccountToken,
    consumeAccountToken,
  }
}

export type AuthService = ReturnType<typeof createAuthService>
