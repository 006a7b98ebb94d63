import type { MissingPart } from '@amply/api/entities/data-transfer'
import { sql } from 'drizzle-orm'
import {
  bigint,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { createdAt } from './columns'

const transferStatus = ['ready', 'running', 'done', 'failed', 'interrupted'] as const

/**
 * An export of the whole account as a zip (docs/product.md#your-data): made `ready` with its
 * signed link, `running` while the zip streams, then `done` or `interrupted`. One open export
 * per account (the partial unique index), so a second is refused while the first runs.
 */
export const accountExports = pgTable(
  'account_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: transferStatus }).notNull().default('ready'),
    /** Parts written (conversations, files, images, invoices) of `total`. */
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    /** The parts that could not be read, also listed in the zip's README.txt. */
    missing: jsonb('missing').$type<MissingPart[]>().notNull().default([]),
    createdAt: createdAt(),
    /** Moves with the progress: a running export that stops moving was cut off. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('account_exports_one_open_key')
      .on(table.userId)
      .where(sql`${table.status} in ('ready', 'running')`),
  ],
)

/**
 * An import of another assistant's export (or Amply's own): the file is kept in the storage
 * (`imports/<id>`) and previewed (`ready`), then brought in (`running`) one conversation per
 * transaction, and removed once `done`. One open import per account.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: transferStatus }).notNull().default('ready'),
    source: text('source', { enum: ['chatgpt', 'claude', 'amply'] }).notNull(),
    fileName: text('file_name').notNull(),
    /** The uploaded file in the storage until the import is over. */
    storageKey: text('storage_key'),
    conversations: integer('conversations').notNull().default(0),
    messages: integer('messages').notNull().default(0),
    oldest: timestamp('oldest', { withTimezone: true }),
    newest: timestamp('newest', { withTimezone: true }),
    alreadyImported: integer('already_imported').notNull().default(0),
    done: integer('done').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    missing: jsonb('missing').$type<MissingPart[]>().notNull().default([]),
    missingCount: integer('missing_count').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('import_jobs_one_open_key')
      .on(table.userId)
      .where(sql`${table.status} in ('ready', 'running')`),
  ],
)
