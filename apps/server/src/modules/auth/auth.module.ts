import type { Database } from '../../db/client'
import type { FileStorage } from '../../lib/file-storage'
import type { Env } from '../../env'
import type { Logger } from '../../lib/logger'
import { createRateLimits } from '../../lib/rate-limits'
import type { RouteHandlers } from '../../lib/route-table'
import type { AuthContext } from './auth-context'
import { createAccessTokens } from './access-token'
import { createAccountRequests } from './account-requests'
import { allowedOrigins } from './allowed-origins'
import { authHandlers, createAuthenticate } from './auth.routes'
import { createAuthService } from './auth.service'
import { createPasswordHasher } from './password-hasher'
import type { PasswordHasher } from './password-hasher'
import { createSessionService } from './session.service'
import type { Keyring } from './secret-box'
import { createTurnstile } from './turnstile'

export interface AuthModuleDeps {
  env: Env
  db: Database
  logger: Logger
  /** The access-token signing key (see jwt-secret.ts). */
  jwtSecret: Uint8Array
  /** The keys of TOTP secrets at rest (see otp/totp-keys.ts). */
  totpKeys: Keyring
  now?: () => number
  /** For tests: the fetch of outgoing calls (Turnstile). */
  fetch?: typeof globalThis.fetch
  /** For tests: a hasher whose argon2 work they count. */
  hasher?: PasswordHasher
  /** Where uploads (profile pictures) are kept. */
  storage: FileStorage
}

/**
 * Accounts and sessions: their services (the context the modules above take), the handlers of
 * the sign-in routes and the authenticate hook.
 */
export function createAuthModule({
  env,
  db,
  logger,
  jwtSecret,
  totpKeys,
  now = Date.now,
  fetch,
  hasher = createPasswordHasher(),
  storage,
}: AuthModuleDeps) {
  const origin = new URL(env.PUBLIC_URL).origin
  const accessTokens = createAccessTokens({
    secret: jwtSecret,
    issuer: origin,
    audience: origin,
    ttlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
  })
  const sessions = createSessionService({
    db,
    accessTokens,
    now,
    adminEmails: env.ADMIN_EMAILS,
  })
  const rateLimits = createRateLimits({
    redisUrl: env.REDIS_URL,
    logger,
    loginAttempts: env.LOGIN_ATTEMPTS_PER_WINDOW,
  })
  const turnstile = createTurnstile({
    secret: env.TURNSTILE_SECRET_KEY,
    logger,
    ...(fetch ? { fetch } : {}),
  })
  const requests = createAccountRequests({ db, logger, publicUrl: env.PUBLIC_URL, now })
  const auth = createAuthService({ db, hasher, sessions, rateLimits, turnstile, requests, now })
  const context: AuthContext = {
    env,
    db,
    logger,
    now,
    hasher,
    sessions,
    rateLimits,
    turnstile,
    totpKeys,
    auth,
    requests,
    origins: allowedOrigins(env.PUBLIC_URL, env.EXTENSION_IDS),
    storage,
  }
  // The modules above this one (OTP, OAuth, account) take the context: app.ts mounts them.
  const handlers: RouteHandlers = authHandlers(context)
  return { context, handlers, authenticate: createAuthenticate(sessions) }
}
