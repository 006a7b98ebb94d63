import { eq } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import { users } from '../../db/schema/auth'
import type { AuthContext } from '../auth/auth-context'
import type { ClientInfo } from '../../lib/client-info'

/**
 * Checks the current password before a sensitive change (password, email, deletion). The
 * attempts have a limit of their own (`reauth`, per user and per IP): a stolen session cannot
 * guess the password, and its guesses never block the owner's logins. Answers the user's row.
 */
export async function requireCurrentPassword(
  { db, hasher, rateLimits }: Pick<AuthContext, 'db' | 'hasher' | 'rateLimits'>,
  userId: string,
  currentPassword: string | undefined,
  client: ClientInfo,
  /**
   * The OTP calls answer 401 (docs/product.md#errors: "password" in it keeps the user signed in).
   */
  wrongStatus: 400 | 401 = 400,
) {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) throw new HTTPException(401, { message: 'Not authenticated' })
  if (!currentPassword) {
    throw new HTTPException(400, { message: 'Please enter your current password.' })
  }
  if (!user.passwordHash) {
    throw new HTTPException(400, {
      message:
        'Your account has no password yet (you sign in with a provider). Set one with "Forgot password" first.',
    })
  }
  await rateLimits.consume('reauth', { account: user.id, ip: client.ip })
  if (!(await hasher.verify(user.passwordHash, currentPassword))) {
    throw new HTTPException(wrongStatus, { message: 'Your current password is incorrect.' })
  }
  await rateLimits.reset('reauth', user.id)
  return user
}
