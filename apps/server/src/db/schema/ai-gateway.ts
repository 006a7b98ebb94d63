import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { WebSearch, WebSource } from '@amply/api/entities/web-search'
import { sql } from 'drizzle-orm'
import { createdAt } from './columns'
import { users } from './auth'

/**
 * The plan catalogue. `key` is the plan's stable identifier: subscriptions and payments point
 * at it (a foreign key), so a plan can be renamed without touching them.
 */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique('plans_key_key'),
    name: text('name').notNull(),
    type: text('type', { enum: ['trial', 'paid'] }).notNull(),
    description: text('description').notNull().default(''),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('plans_name_key').on(table.name)],
)

/** What a plan costs per period: an exact amount of minor units in one currency. */
export const planPrices = pgTable(
  'plan_prices',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    period: text('period', { enum: ['month', 'year'] }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.period] })],
)

/** A plan's daily and monthly query allowance for one credit group of models. */
export const planCredits = pgTable(
  'plan_credits',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    creditGroup: text('credit_group').notNull(),
    dailyLimit: integer('daily_limit').notNull(),
    monthlyLimit: integer('monthly_limit').notNull(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.creditGroup] })],
)

/** Queries a user made on one UTC day in one credit group (the meter of the allowances). */
export const usageDaily = pgTable(
  'usage_daily',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creditGroup: text('credit_group').notNull(),
    day: date('day').notNull(),
    used: integer('used').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day, table.creditGroup] })],
)

/** A conversation of one tool (chat, write, translate, read); its messages form a tree. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    tool: text('tool', { enum: ['chat', 'write', 'translate', 'read'] }).notNull(),
    modelId: text('model_id'),
    /** The conversation's "Search the web" switch, as last set (docs/product.md#web-search). */
    webSearch: boolean('web_search').notNull().default(false),
    /** Brought in from another assistant's export (or Amply's own); null when made here. */
    importedFrom: text('imported_from', { enum: ['chatgpt', 'claude', 'amply'] }),
    /** The conversation's id in that export: each comes in once, however often it is imported. */
    sourceId: text('source_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('conversations_user_updated_idx').on(table.userId, table.updatedAt),
    uniqueIndex('conversations_user_source_key')
      .on(table.userId, table.importedFrom, table.sourceId)
      .where(sql`${table.sourceId} is not null`),
  ],
)

/**
 * One message. `parent_id` links the tree: an edited question or a regenerated answer is a
 * new sibling of the old one. An answer whose stream stopped early is kept, `incomplete`.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull().default(''),
    reasoningContent: text('reasoning_content').notNull().default(''),
    model: text('model'),
    modelGroup: text('model_group'),
    tool: text('tool'),
    regen: boolean('regen').notNull().default(false),
    incomplete: boolean('incomplete').notNull().default(false),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    /** Queries charged to the allowance for this answer. */
    credits: integer('credits').notNull().default(0),
    creditGroup: text('credit_group'),
    feedbackRating: text('feedback_rating', { enum: ['up', 'down'] }),
    feedbackText: text('feedback_text'),
    /** The web pages the answer was given, which its `[n]` citations name. */
    sources: jsonb('sources').$type<WebSource[]>().notNull().default([]),
    /** What the answer searched and read on the web; null when it did not search. */
    search: jsonb('search').$type<WebSearch>(),
    createdAt: createdAt(),
  },
  (table) => [index('chat_messages_conversation_idx').on(table.conversationId, table.createdAt)],
)

/** A read-only share of a conversation branch, public by its id until revoked. */
export const shares = pgTable(
  'shares',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    shareType: text('share_type', { enum: ['chat', 'write', 'translate'] }).notNull(),
    /** The last message of the shared branch. */
    leafMessageId: uuid('leaf_message_id').notNull(),
    title: text('title').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('shares_user_idx').on(table.userId)],
)

/**
 * Documents and images a user uploaded for the reader or a multimodal model. A document keeps
 * only its text; an image's bytes are in the file storage. One that no message refers to is
 * removed after a grace period (files/file-sweep.ts).
 */
export const chatFiles = pgTable(
  'chat_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['document', 'image'] }).notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** The extracted text (documents); for images stored before the file storage, a data URL. */
    content: text('content').notNull(),
    /** Where the image's bytes are in the file storage (`chat/<id>.<ext>`). */
    storageKey: text('storage_key'),
    createdAt: createdAt(),
  },
  (table) => [
    index('chat_files_user_idx').on(table.userId),
    index('chat_files_created_at_idx').on(table.createdAt),
  ],
)

/** The files a question was asked with: what keeps a file from the sweep. */
export const chatMessageFiles = pgTable(
  'chat_message_files',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => chatFiles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.fileId] }),
    index('chat_message_files_file_idx').on(table.fileId),
  ],
)

/**
 * An image the art tool generated, kept so the gallery finds it again. Its bytes are in the
 * file storage (`art/<id>.<ext>`), served at an unguessable address like profile pictures.
 */
export const generatedImages = pgTable(
  'generated_images',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One generation request (one to four images). */
    sessionId: uuid('session_id').notNull(),
    prompt: text('prompt').notNull(),
    revisedPrompt: text('revised_prompt').notNull(),
    styleId: integer('style_id').notNull(),
    aspectRatio: text('aspect_ratio').notNull(),
    size: text('size').notNull(),
    modelId: text('model_id').notNull(),
    mimeType: text('mime_type').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('generated_images_user_created_idx').on(table.userId, table.createdAt)],
)
