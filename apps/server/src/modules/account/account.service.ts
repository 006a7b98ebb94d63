import type { ProfileUpdate, User } from '@amply/api/entities/user'
import { eq } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import { users } from '../../db/schema/auth'
import type { AuthContext } from '../auth/auth.module'
import type { ClientInfo, Principal } from '../auth/session.service'
import { requireCurrentPassword } from './current-password'
import { removeProfilePicture } from './profile-picture'

const EMAIL_TAKEN = 'This email address is already used by another account.'

/** PostgreSQL's unique_violation: a concurrent change took the address first. */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' ||
    isUniqueViolation((error as { cause?: unknown }).cause))

/** Password change, account deletion and profile edits of the signed-in user. */
export function createAccountService(context: AuthContext) {
  const { db, sessions, logger } = context

  /** Needs the current password; ends the other sessions and keeps this one. */
  async function changePassword(
    principal: Principal,
    input: { current_password: string; new_password: string },
    client: ClientInfo,
  ) {
    await requireCurrentPassword(context, principal.userId, input.current_password, client)
    const passwordHash = await context.hasher.hash(input.new_password)
    await db
      .update(users)
      .set({ passwordHash, updatedAt: new Date(context.now()) })
      .where(eq(users.id, principal.userId))
    await sessions.revokeAll(principal.userId, 'password changed', principal.sessionId)
    logger.info('password changed', { user_id: principal.userId })
    return { detail: 'Your password is changed. Your other devices are signed out.' }
  }

  /** Needs the current password; every session ends and the user's rows go with the account. */
  async function deleteAccount(principal: Principal, currentPassword: string, client: ClientInfo) {
    const user = await requireCurrentPassword(context, principal.userId, currentPassword, client)
    await sessions.revokeAll(principal.userId, 'account deleted')
    // Sessions, tokens, addresses and plans reference the user with ON DELETE CASCADE.
    await db.delete(users).where(eq(users.id, principal.userId))
    await removeProfilePicture(context.env.DATA_DIR, user.profilePicture, logger)
    logger.info('account deleted', { user_id: principal.userId })
    return { detail: 'Your account and its data are deleted.' }
  }

  /** Changes the given fields; a new email needs the current password and a free address. */
  async function updateProfile(
    principal: Principal,
    input: ProfileUpdate,
    client: ClientInfo,
  ): Promise<User> {
    const changes: Partial<typeof users.$inferInsert> = {}
    if (input.first_name !== undefined) changes.firstName = input.first_name
    if (input.last_name !== undefined) changes.lastName = input.last_name
    if (input.dob !== undefined) changes.dob = input.dob
    if (input.contact_number !== undefined)
      changes.contactNumber = input.contact_number === '' ? null : input.contact_number
    if (input.client_type !== undefined) changes.clientType = input.client_type
    if (input.isPublic !== undefined) changes.isPublic = input.isPublic
    if (input.email !== undefined) {
      const email = input.email.trim().toLowerCase()
      const [current] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, principal.userId))
      if (current && current.email !== email) {
        await requireCurrentPassword(context, principal.userId, input.current_password, client)
        const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
        if (taken) throw new HTTPException(409, { message: EMAIL_TAKEN })
        changes.email = email
      }
    }
    if (Object.keys(changes).length > 0) {
      try {
        await db
          .update(users)
          .set({ ...changes, updatedAt: new Date(context.now()) })
          .where(eq(users.id, principal.userId))
      } catch (error) {
        if (isUniqueViolation(error)) throw new HTTPException(409, { message: EMAIL_TAKEN })
        throw error
      }
    }
    return context.auth.profile(principal.userId)
  }

  return { changePassword, deleteAccount, updateProfile }
}
