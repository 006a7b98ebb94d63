import { HTTPException } from 'hono/http-exception'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import type { Logger } from './logger'
import { createLogger } from './logger'
import { connectRedis } from './redis'

const WINDOW_SECONDS = 15 * 60

export interface RateLimitConfig {
  /** Shared counters for several server processes; in-process memory when absent. */
  redisUrl?: string | undefined
  /**
   * Login attempts per account from one IP address in 15 minutes (OTP entries per account);
   * ten times as many per IP address, and ten times as many failed ones per account from
   * anywhere (docs/auth.md, "Lockout").
   */
  loginAttempts: number
  /** Where a lost Redis connection is reported (once per outage). */
  logger?: Logger
}

/**
 * The limits of the ASVS: on login, OTP entry, re-authentication, registration and mail
 * sending, each counted per account and per IP address. Going over answers 429 with Retry-After.
 */
export function createRateLimits(config: RateLimitConfig) {
  // Commands wait for the connection (the first login after a start must not fail), but a
  // Redis that stays away fails them fast and the in-process limits take over meanwhile.
  const redis = config.redisUrl
    ? connectRedis(config.redisUrl, config.logger ?? createLogger('error'), 'rate limits')
    : undefined
  const limiter = (keyPrefix: string, points: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration: WINDOW_SECONDS })
    if (!redis) return memory
    return new RateLimiterRedis({
      storeClient: redis,
      keyPrefix,
      points,
      duration: WINDOW_SECONDS,
      insuranceLimiter: memory,
    })
  }

  // Per account (or address), and per IP: many people can share one address (offices, NAT).
  const limits = {
    // A password guessed from one source: that source is stopped for that account, and no
    // one else (the owner signs in from elsewhere). Its key is `sourceKey(email, ip)`.
    login: {
      account: limiter('login-source', config.loginAttempts),
      ip: limiter('login-ip', config.loginAttempts * 10),
    },
    otp: {
      account: limiter('otp', config.loginAttempts),
      ip: limiter('otp-ip', config.loginAttempts * 10),
    },
    // A signed-in user proving themselves again (current password, a new method's first code):
    // counted apart, so a stolen session's guesses never lock the owner out of logging in.
    reauth: {
      account: limiter('reauth', config.loginAttempts),
      ip: limiter('reauth-ip', config.loginAttempts * 10),
    },
    register: { account: limiter('register', 3), ip: limiter('register-ip', 20) },
    mail: { account: limiter('mail', 5), ip: limiter('mail-ip', 20) },
  }

  // Failed logins of an account from every source (guesses spread over many addresses): past
  // it, the account takes a password only with the unlock link mailed to its owner.
  const accountLogins = limiter('login', config.loginAttempts * 10)

  /**
   * Counts a login attempt of an account, whatever its source. Answers whether the account is
   * held (past its limit), and whether this attempt is the one that crossed it.
   */
  async function countAccountLogin(account: string) {
    try {
      await accountLogins.consume(account)
      return { held: false, crossed: false }
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error
      return { held: true, crossed: error.consumedPoints === config.loginAttempts * 10 + 1 }
    }
  }

  /** A login that succeeded was no guess: its attempt is given back to the account's count. */
  async function forgiveAccountLogin(account: string) {
    await accountLogins.reward(account, 1)
  }

  /** Counts one attempt for the account and for the IP; throws 429 once either is used up. */
  async function consume(kind: keyof typeof limits, keys: { account?: string; ip: string }) {
    try {
      const { account, ip } = limits[kind]
      await Promise.all([
        ...(keys.account === undefined ? [] : [account.consume(keys.account)]),
        ip.consume(keys.ip),
      ])
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error
      const minutes = Math.max(1, Math.ceil(error.msBeforeNext / 60_000))
      const plural = minutes === 1 ? '' : 's'
      throw new HTTPException(429, {
        message: `Too many attempts. Please try again in ${minutes} minute${plural}.`,
        res: new Response(null, {
          headers: { 'Retry-After': String(Math.ceil(error.msBeforeNext / 1000)) },
        }),
      })
    }
  }

  /** Forgets an account's failed attempts after it succeeds. */
  async function reset(kind: keyof typeof limits, account: string) {
    await limits[kind].account.delete(account)
  }

  return {
    consume,
    reset,
    countAccountLogin,
    forgiveAccountLogin,
    close: async () => {
      await redis?.quit()
    },
  }
}

export type RateLimits = ReturnType<typeof createRateLimits>

/** The key of the `login` limit: one account from one IP address. */
export const sourceKey = (account: string, ip: string) => `${account}|${ip}`
