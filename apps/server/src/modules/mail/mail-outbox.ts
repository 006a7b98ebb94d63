import { sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client'
import { mailOutbox } from '../../db/schema/mail-outbox'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

/** The channel on which a committed mail wakes the mail workers (PostgreSQL LISTEN/NOTIFY). */
export const MAIL_CHANNEL = 'amply_mail_outbox'

/**
 * Puts a mail in the outbox, inside the caller's transaction: it is sent (by the mail worker,
 * with retries) once and only if the change that causes it commits, and a crash after the
 * commit loses nothing. The notification, too, is delivered at commit. `accountId` is the
 * account the mail is about (null for none): deleting the account deletes the mail, sent or not.
 */
export async function queueMail(
  tx: Database | Transaction,
  message: MailMessage,
  accountId: string | null,
): Promise<{ id: string }> {
  return tx.transaction(async (inner) => {
    const [queued] = await inner
      .insert(mailOutbox)
      .values({ ...message, html: message.html ?? null, userId: accountId })
      .returning({ id: mailOutbox.id })
    if (!queued) throw new Error('The mail outbox stored nothing.')
    await inner.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`)
    return queued
  })
}
