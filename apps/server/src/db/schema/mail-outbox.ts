import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * The local mail outbox: every message the server sends while no SMTP server is configured,
 * kept so that a newcomer (and a test) can read the links it carries.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
