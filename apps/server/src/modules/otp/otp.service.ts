import type { AuthContext } from '../auth/auth-context'
import { createOneTimeCodes } from './one-time-codes'
import { createPendingLogin } from './pending-login'
import { createOtpSetup } from './otp-setup'

/**
 * OTP as a second login step, by concern: using a code once (one-time-codes.ts), the pending
 * login finished with a code or sent a new one (pending-login.ts), and a method set up,
 * confirmed or turned off (otp-setup.ts).
 */
export function createOtpService(
  deps: Pick<AuthContext, 'db' | 'hasher' | 'rateLimits' | 'now' | 'totpKeys' | 'logger'>,
) {
  const codes = createOneTimeCodes(deps)
  return { ...createPendingLogin(deps, codes), ...createOtpSetup(deps, codes) }
}
