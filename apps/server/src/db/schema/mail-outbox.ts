import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { createdAt } from './columns'

/**
 * Every mail the server sends, written in the transaction of the change that causes it and
 * sent afterwards by the mail worker (src/modules/mail/mail-worker.ts), so that a crash
 * between the two loses nothing. Without SMTP it is also the local mailbox: the rows keep
 * their text, so that a newcomer (and a test) can read the links they carry.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account the mail is about: it goes with the account, sent or not (none: support). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** Emptied once the mail left over SMTP: it may carry a live link or code. */
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
    /** Sends tried so far. */
    attempts: integer('attempts').notNull().default(0),
    /** Not sent before this: now for a new mail, later after a failure (backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Given up: refused for good by the mail server, or out of attempts. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_user_idx').on(table.userId),
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
  ],
)
