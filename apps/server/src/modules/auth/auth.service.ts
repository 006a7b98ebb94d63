import { randomUUID } from 'node:crypto'
import {
  sitePathOf,
  type LoginRequest,
  type RegisterRequest,
  type RegisterResponse,
} from '@amply/api/entities/auth'
import type { User } from '@amply/api/entities/user'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import type { Database, Transaction } from '../../db/client'
import { accountTokens, users } from '../../db/schema/auth'
import type { RateLimits } from '../../lib/rate-limits'
import { sourceKey } from '../../lib/rate-limits'
import type { AccountRequests } from './account-requests'
import type { AccountTokenPurpose } from './account-tokens'
import { issueAccountToken } from './account-tokens'
import { startOtpStep } from './otp-login'
import { newReferralCode, TRIAL_PLAN_NAME, trialEnd } from './new-account'
import type { PasswordHasher } from './password-hasher'
import { hashSecret } from './secrets'
import type { IssuedSession, SessionService } from './session.service'
import type { ClientInfo } from '../../lib/client-info'
import type { TurnstileVerifier } from './turnstile'
import { latestPlan, toUserEntity } from './user-entity'

export interface AuthServiceDeps {
  db: Database
  hasher: PasswordHasher
  sessions: SessionService
  rateLimits: RateLimits
  turnstile: TurnstileVerifier
  /** What registration and resending a link settle after their answer. */
  requests: AccountRequests
  now?: () => number
}

/** The one answer to a failed login, whatever failed (no account enumeration). */
const INVALID_CREDENTIALS = 'Incorrect email or password.'

/** The answer of a held account without its unlock link, the same for any address. */
export const ACCOUNT_HELD =
  'Too many wrong passwords were tried on this account from other places. If it is yours, sign in with the link we emailed to it.'

export type LoginOutcome =
  { kind: 'session'; session: IssuedSession } | { kind: 'otp'; redirectUrl: string }

const normaliseEmail = (email: string) => email.trim().toLowerCase()

export function createAuthService(deps: AuthServiceDeps) {
  const { db, hasher, sessions, rateLimits, requests } = deps
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
  const createAccountToken = (
    tx: Database | Transaction,
    userId: string,
    purpose: AccountTokenPurpose,
    ttlMs: number,
    /** What the token is for beyond its purpose, e.g. the new address of an email change. */
    subject?: string,
  ) => issueAccountToken(tx, { userId, purpose, ttlMs, subject }, new Date(now()))

  /** Uses a single-use token once: answers its user, or nothing if unknown, used or expired. */
  async function consumeAccountToken(token: string, purpose: AccountTokenPurpose) {
    return (await useAccountToken(token, purpose))?.userId
  }

  /** Uses a single-use token once: answers its user and subject, if it was still good. */
  async function useAccountToken(token: string, purpose: AccountTokenPurpose) {
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
   * Answers an inactive account with a 30-day trial whether or not the address is free, after
   * the same work (the limits, the hash, one row written): the account and its activation link,
   * or a mail telling the owner someone tried, come after the answer (account-requests.ts).
   * Registration does not tell who has an account, by its answer, its limits or its time.
   */
  async function register(input: RegisterRequest, client: ClientInfo): Promise<RegisterResponse> {
    await checkBot(input.turnstile_response, client.ip)
    const email = normaliseEmail(input.email)
    await rateLimits.consume('register', { account: email, ip: client.ip })
    // Either way a mail goes to the address: both spend its limit.
    await rateLimits.consume('mail', { account: email, ip: client.ip })
    const at = new Date(now())
    const user = newUser(input, email, at)
    await requests.request('register', email, {
      userId: user.id,
      referralCode: user.referral_code,
      passwordHash: await hasher.hash(input.password),
      firstName: input.first_name,
      lastName: input.last_name,
      referredByCode: input.referral_code,
      returnTo: sitePathOf(input.return_to),
      at: at.toISOString(),
    })
    return { accessToken: '', user }
  }

  /** The account a registration answers, as it is stored if the address is free. */
  function newUser(input: RegisterRequest, email: string, at: Date): User {
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

  /** The same answer and work for every address; an inactive account gets a new link after it. */
  async function resendActivation(emailInput: string, client: ClientInfo) {
    const email = normaliseEmail(emailInput)
    await rateLimits.consume('mail', { account: email, ip: client.ip })
    await requests.request('resend_activation', email)
    return { detail: 'If an account is waiting for activation, we sent it a new link.' }
  }

  /**
   * Whether `token` is a live unlock link of this user's (looked at, not used up): the same
   * query whether or not the address has an account.
   */
  async function unlocks(userId: string | undefined, token: string | undefined) {
    if (!token) return false
    const [row] = await db
      .select({ userId: accountTokens.userId })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.tokenHash, hashSecret(token)),
          eq(accountTokens.purpose, 'unlock'),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, new Date(now())),
        ),
      )
    return userId !== undefined && row?.userId === userId
  }

  /**
   * Checks the password in the same time whether the account exists or not, answers the same
   * 401 for every failure, and limits guesses without handing anyone a lock on someone else's
   * account (docs/auth.md, "Lockout"): one source is stopped for one account after
   * LOGIN_ATTEMPTS_PER_WINDOW, one IP after ten times that; an account that many more failed
   * logins from everywhere is held: it takes the password only with the unlock link mailed to
   * its owner when the hold began. A held answer is the same for any address, known or not.
   */
  async function login(
    input: LoginRequest,
    client: ClientInfo,
    /** The browser's trusted-device cookie (an earlier OTP success with "remember me"). */
    trustedDevice?: string,
  ): Promise<LoginOutcome> {
    await checkBot(input.turnstile_response, client.ip)
    const email = normaliseEmail(input.email)
    const source = sourceKey(email, client.ip)
    await rateLimits.consume('login', { account: source, ip: client.ip })
    const account = await rateLimits.countAccountLogin(email)
    // Known or not, the address's owner (if any) is told after the answer, once a hold.
    if (account.crossed) await requests.request('unlock', email)
    const user = await findUser(email)
    const unlocked = await unlocks(user?.id, input.unlock_token)
    if (account.held && !unlocked) throw new HTTPException(423, { message: ACCOUNT_HELD })
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
    await rateLimits.reset('login', source)
    await rateLimits.forgiveAccountLogin(email)
    if (unlocked) await consumeAccountToken(input.unlock_token ?? '', 'unlock')
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
