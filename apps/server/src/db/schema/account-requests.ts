import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

/**
 * A registration, a forgot-password, a resend-activation or an unlock-mail request, written before the answer whatever the
 * address and settled after it (src/modules/auth/account-requests.ts): what differs between
 * a known and an unknown address (creating the account or telling its owner, a reset link or
 * nothing) happens where the caller cannot time it, and a crash between the two loses nothing.
 * A row lives until it is settled; it may hold a password hash meanwhile.
 */
export const accountRequests = pgTable(
  'account_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', {
      enum: ['register', 'reset_password', 'resend_activation', 'unlock'],
    }).notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** What the kind needs beyond the address (a registration's names, hash and ids). */
    payload: jsonb('payload').notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('account_requests_created_idx').on(table.createdAt)],
)
