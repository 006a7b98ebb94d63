import { eq } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import { users } from '../../db/schema/auth'
import type { AuthContext } from '../auth/auth.module'
import type { ClientInfo } from '../auth/session.service'

/**
 * Checks the current password before a sensitive change (password, email, deletion): the
 * attempts count against the account's login limit, so a stolen session cannot guess it.
 * Answers the user's row.
 */
export async function requireCurrentPassword(
  { db, hasher, rateLimits }: AuthContext,
  userId: string,
  currentPassword: string | undefined,
  client: ClientInfo,
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
  await rateLimits.consume('login', { account: user.email, ip: client.ip })
  if (!(await hasher.verify(user.passwordHash, currentPassword))) {
    throw new HTTPException(400, { message: 'Your current password is incorrect.' })
  }
  await rateLimits.reset('login', user.email)
  return user
}
