import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * OAuth flow cookies already used by a callback, until they expire: a cookie works once, on
 * whichever server process its callback reaches.
 */
export const oauthSpentFlows = pgTable(
  'oauth_spent_flows',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('oauth_spent_flows_expires_at_idx').on(table.expiresAt)],
)
