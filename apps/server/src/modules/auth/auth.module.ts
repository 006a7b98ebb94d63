import type { Database } from '../../db/client'
import type { Env } from '../../env'
import type { Logger } from '../../lib/logger'
import { createRateLimits } from '../../lib/rate-limits'
import type { RouteHandlers } from '../../lib/route-table'
import { sendMail } from '../mail/mail.service'
import { createAccessTokens } from './access-token'
import { allowedOrigins } from './allowed-origins'
import { authHandlers, createAuthenticate } from './auth.routes'
import { createAuthService } from './auth.service'
import { createPasswordHasher } from './password-hasher'
import { createSessionService } from './session.service'
import { createTurnstile } from './turnstile'

export interface AuthModuleDeps {
  env: Env
  db: Database
  logger: Logger
  /** The access-token signing key (see jwt-secret.ts). */
  jwtSecret: Uint8Array
  now?: () => number
  /** For tests: the Turnstile verification endpoint's fetch. */
  fetch?: typeof globalThis.fetch
}

/** Accounts and sessions: their services, the handlers of their routes and the authenticate hook. */
export function createAuthModule({
  env,
  db,
  logger,
  jwtSecret,
  now = Date.now,
  fetch,
}: AuthModuleDeps) {
  const origin = new URL(env.PUBLIC_URL).origin
  const accessTokens = createAccessTokens({
    secret: jwtSecret,
    issuer: origin,
    audience: origin,
    ttlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
  })
  const sessions = createSessionService({ db, accessTokens, now })
  const rateLimits = createRateLimits({
    redisUrl: env.REDIS_URL,
    loginAttempts: env.LOGIN_ATTEMPTS_PER_WINDOW,
  })
  const auth = createAuthService({
    db,
    hasher: createPasswordHasher(),
    sessions,
    rateLimits,
    turnstile: createTurnstile({
      secret: env.TURNSTILE_SECRET_KEY,
      logger,
      ...(fetch ? { fetch } : {}),
    }),
    sendMail: (message) => sendMail({ db, logger }, message),
    logger,
    publicUrl: env.PUBLIC_URL,
    now,
  })
  const handlers: RouteHandlers = authHandlers({
    db,
    auth,
    sessions,
    origins: allowedOrigins(env.PUBLIC_URL, env.EXTENSION_IDS),
    cookieSecure: env.COOKIE_SECURE,
    trustProxy: env.TRUST_PROXY,
    now,
  })
  return { auth, sessions, rateLimits, handlers, authenticate: createAuthenticate(sessions) }
}

export type AuthModule = ReturnType<typeof createAuthModule>
