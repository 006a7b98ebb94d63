import type { Context } from 'hono'
import { clientInfo } from '../../lib/client-info'
import type { RouteHandlers } from '../../lib/route-table'
import type { AuthContext } from '../auth/auth-context'
import { clearSessionCookies } from '../auth/session-cookies'
import { createAccountService } from './account.service'
import { createPasswordReset } from './password-reset'
import { storeProfilePicture } from './profile-picture'

/** Password reset and change, account deletion, profile edits and the profile picture. */
export function accountHandlers(context: AuthContext): RouteHandlers {
  const reset = createPasswordReset(context)
  const account = createAccountService(context)
  const client = (c: Context) => clientInfo(c, context.env.TRUST_PROXY)

  return {
    forgotPassword: (input, c) => reset.forgot(input.body.email, client(c)),
    resetPassword: (input) => reset.reset(input.body.token, input.body.password),
    changePassword: (input, c) => account.changePassword(c.get('principal'), input.body, client(c)),
    deleteAccount: async (input, c) => {
      const answer = await account.deleteAccount(
        c.get('principal'),
        input.body.current_password,
        client(c),
      )
      clearSessionCookies(c, context.env.COOKIE_SECURE)
      return answer
    },
    confirmEmailChange: (input) => account.confirmEmailChange(input.body.token),
    updateProfile: (input, c) => account.updateProfile(c.get('principal'), input.body, client(c)),
    uploadProfilePicture: (input, c) =>
      storeProfilePicture(
        { db: context.db, storage: context.storage, logger: context.logger },
        c.get('principal').userId,
        input.body.file,
      ),
  }
}
