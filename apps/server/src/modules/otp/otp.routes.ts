import type { Context } from 'hono'
import { clientInfo } from '../../lib/client-info'
import type { RouteHandlers } from '../../lib/route-table'
import type { AuthContext } from '../auth/auth-context'
import { setSessionCookies } from '../auth/session-cookies'
import { createOtpService } from './otp.service'
import { rememberDevice } from '../auth/trusted-device'

/**
 * The OTP calls among the auth calls (docs/product.md#server-calls): the login's second step and
 * setting OTP up.
 */
export function otpHandlers(context: AuthContext): RouteHandlers {
  const otp = createOtpService(context)
  const secure = context.env.COOKIE_SECURE
  const client = (c: Context) => clientInfo(c, context.env.TRUST_PROXY)

  return {
    verifyOtp: async (input, c) => {
      const userId = await otp.verifyLogin(input.body, client(c))
      if (input.body.remember_device) {
        await rememberDevice(c, context.db, userId, context.now(), secure)
      }
      // The same session a login without OTP starts.
      const session = await context.sessions.start(userId, client(c))
      setSessionCookies(c, session.refresh_token, session.sessionExpiresAt, secure)
      return {
        access_token: session.access_token,
        refresh_token: session.refresh_token,
        expires_at: session.expires_at,
      }
    },
    resendOtp: (input, c) => otp.resend(input.body.otp_token, client(c)),
    generateOtp: (input, c) => otp.generate(c.get('principal').userId, input.body, client(c)),
    verifyOtpDevice: (input, c) =>
      otp.confirm(c.get('principal').userId, input.body.code, client(c)),
    disableOtp: (input, c) =>
      otp.disable(c.get('principal').userId, input.body.current_password, client(c)),
  }
}
