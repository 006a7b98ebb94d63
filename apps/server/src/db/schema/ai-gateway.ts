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
import { createdAt } from './columns'
import { users } from './auth'

/** The plan catalogue. A subscription names its plan by `name` (subscriptions.plan_name). */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type', { enum: ['trial', 'paid'] }).notNull(),
    description: text('description').notNull().default(''),
    /** Minor units (cents). */
    price: integer('price').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    interval: text('interval', { enum: ['month', 'year'] })
      .notNull()
      .default('month'),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('plans_name_key').on(table.name)],
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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('conversations_user_updated_idx').on(table.userId, table.updatedAt)],
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

/** Documents and images a user uploaded for the reader or a multimodal model, with their text. */
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
    /** The extracted text (documents), or the image as a data URL (images). */
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('chat_files_user_idx').on(table.userId)],
)
