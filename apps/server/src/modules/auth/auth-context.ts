import type { Database } from '../../db/client'
import type { Env } from '../../env'
import type { FileStorage } from '../../lib/file-storage'
import type { Logger } from '../../lib/logger'
import type { RateLimits } from '../../lib/rate-limits'
import type { AccountRequests } from './account-requests'
import type { AuthService } from './auth.service'
import type { PasswordHasher } from './password-hasher'
import type { Keyring } from './secret-box'
import type { SessionService } from './session.service'
import type { TurnstileVerifier } from './turnstile'

/**
 * What every part of accounts and sessions shares: one instance of each service, built by
 * auth.module.ts. A module of its own, so the parts that take it never import the module that
 * composes them.
 */
export interface AuthContext {
  env: Env
  db: Database
  logger: Logger
  now: () => number
  hasher: PasswordHasher
  sessions: SessionService
  rateLimits: RateLimits
  turnstile: TurnstileVerifier
  totpKeys: Keyring
  auth: AuthService
  /** Work that depends on whether an address has an account, done after the answer. */
  requests: AccountRequests
  /** The website's and the extensions' origins. */
  origins: ReadonlySet<string>
  /** Where uploads (profile pictures) are kept. */
  storage: FileStorage
}
