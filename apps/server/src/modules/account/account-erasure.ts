import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { chatFiles, generatedImages } from '../../db/schema/ai-gateway'
import { users } from '../../db/schema/auth'
import { invoices } from '../../db/schema/billing'
import { importJobs } from '../../db/schema/data-transfers'
import type { FileStorage } from '../../lib/file-storage'
import type { Logger } from '../../lib/logger'
import { profilePictureKey } from './profile-picture'

/**
 * Deletes an account and everything it owns, in one transaction: the users row takes its
 * sessions, conversations, uploads, generated images, shares, payments and the rest with it
 * (ON DELETE CASCADE). Its invoices stay, as the law keeps them, with what an invoice must
 * show (number, date, figures, the name and address billed) and without the link to the
 * account, the payment or the email address (docs/decisions.md, "Account deletion"). Then the
 * stored files go: uploads, generated images, imports not yet run and the profile picture; one that cannot be
 * removed now is left to the sweep of unused files, since no row names it any more.
 */
export async function eraseAccount(
  { db, storage, logger }: { db: Database; storage: FileStorage; logger: Logger },
  userId: string,
) {
  const keys = await db.transaction(async (tx) => {
    const files = await tx
      .select({ key: chatFiles.storageKey })
      .from(chatFiles)
      .where(eq(chatFiles.userId, userId))
    const images = await tx
      .select({ key: generatedImages.storageKey })
      .from(generatedImages)
      .where(eq(generatedImages.userId, userId))
    const imports = await tx
      .select({ key: importJobs.storageKey })
      .from(importJobs)
      .where(eq(importJobs.userId, userId))
    await tx
      .update(invoices)
      .set({ billedTo: sql`jsonb_set(${invoices.billedTo}, '{email}', '""')` })
      .where(eq(invoices.userId, userId))
    const [deleted] = await tx
      .delete(users)
      .where(eq(users.id, userId))
      .returning({ profilePicture: users.profilePicture })
    return [
      ...files.map((file) => file.key),
      ...images.map((image) => image.key),
      ...imports.map((job) => job.key),
      profilePictureKey(deleted?.profilePicture ?? null),
    ].filter((key) => key !== null)
  })
  for (const key of keys) {
    await storage.remove(key).catch((error: unknown) => {
      logger.warn('a deleted account’s file could not be removed', { key, error: String(error) })
    })
  }
}
