import type { ProfileUpdate, User } from '@amply/api/entities/user'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema/auth'
import type { AuthContext } from '../auth/auth-context'
import type { ClientInfo } from '../../lib/client-info'
import type { Principal } from '../../lib/app-env'
import { forgetTrustedDevices } from '../auth/trusted-device'
import { requireCurrentPassword } from './current-password'
import { createEmailChange } from './email-change'
import { eraseAccount } from './account-erasure'

/** Password change, account deletion and profile edits of the signed-in user. */
export function createAccountService(context: AuthContext) {
  const { db, sessions, logger } = context
  const emailChange = createEmailChange(context)

  /**
   * Needs the current password; ends the other sessions and keeps this one, and forgets the
   * browsers that skip the OTP step (whoever knew the old password may have made one).
   */
  async function changePassword(
    principal: Principal,
    input: { current_password: string; new_password: string },
    client: ClientInfo,
  ) {
    await requireCurrentPassword(context, principal.userId, input.current_password, client)
    const passwordHash = await context.hasher.hash(input.new_password)
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date(context.now()) })
        .where(eq(users.id, principal.userId))
      await forgetTrustedDevices(tx, principal.userId)
    })
    await sessions.revokeAll(principal.userId, 'password changed', principal.sessionId)
    logger.info('password changed', { user_id: principal.userId })
    return { detail: 'Your password is changed. Your other devices are signed out.' }
  }

  /**
   * Needs the current password; every session ends, and the account's rows and files go
   * (invoices stay, without the account: see account-erasure.ts).
   */
  async function deleteAccount(principal: Principal, currentPassword: string, client: ClientInfo) {
    await requireCurrentPassword(context, principal.userId, currentPassword, client)
    await sessions.revokeAll(principal.userId, 'account deleted')
    await eraseAccount(context, principal.userId)
    logger.info('account deleted', { user_id: principal.userId })
    return { detail: 'Your account and its data are deleted.' }
  }

  /**
   * Changes the given fields. A new email needs the current password and a free address, and
   * only takes effect once confirmed from the mail sent to it (see email-change.ts): the answer
   * still shows the current one.
   */
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
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.id, principal.userId))
      if (current && current.email !== email) {
        await requireCurrentPassword(context, principal.userId, input.current_password, client)
        await emailChange.request(current, email, client)
      }
    }
    if (Object.keys(changes).length > 0) {
      await db
        .update(users)
        .set({ ...changes, updatedAt: new Date(context.now()) })
        .where(eq(users.id, principal.userId))
    }
    return context.auth.profile(principal.userId)
  }

  return { changePassword, deleteAccount, updateProfile, confirmEmailChange: emailChange.confirm }
}
