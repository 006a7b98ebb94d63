import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { plans } from './ai-gateway'
import { users } from './auth'
import { createdAt } from './columns'

const period = (name: string) => text(name, { enum: ['month', 'year'] })

/** Advance-credit packs: extra queries of one credit group, on sale next to the plans. */
export const creditPacks = pgTable('credit_packs', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique('credit_packs_key_key'),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  creditGroup: text('credit_group').notNull(),
  credits: integer('credits').notNull(),
  /** Minor units of `currency`. */
  price: integer('price').notNull(),
  currency: text('currency').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
})

/** Advance credit a user has left per credit group, spent once the plan's allowance is used. */
export const advanceCredits = pgTable(
  'advance_credits',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creditGroup: text('credit_group').notNull(),
    remaining: integer('remaining').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.creditGroup] }),
    check('advance_credits_remaining_check', sql`${table.remaining} >= 0`),
  ],
)

/** Promo codes (stored upper-case): a percentage or a fixed amount off a plan. */
export const promoCodes = pgTable('promo_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique('promo_codes_code_key'),
  kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
  percentOff: integer('percent_off').notNull().default(0),
  amountOff: integer('amount_off').notNull().default(0),
  currency: text('currency'),
  /** Plan keys it applies to; null for every plan. */
  planKeys: jsonb('plan_keys').$type<string[]>(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  maxRedemptions: integer('max_redemptions'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
})

/**
 * One payment: a plan period or a credit pack, its amounts (minor units), the gateway's
 * reference, and what it changes once paid. Status moves from pending to one final state once.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['plan', 'credits'] }).notNull(),
    change: text('change', { enum: ['new', 'renewal', 'upgrade', 'downgrade'] }),
    planKey: text('plan_key').references(() => plans.key, { onUpdate: 'cascade' }),
    period: period('period'),
    packId: uuid('pack_id').references(() => creditPacks.id),
    description: text('description').notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    credit: integer('credit').notNull().default(0),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'canceled'] })
      .notNull()
      .default('pending'),
    gateway: text('gateway').notNull(),
    /** The gateway's id for it: a Stripe Checkout Session (cs_…) or PaymentIntent (pi_…). */
    gatewayRef: text('gateway_ref'),
    gatewayCustomerId: text('gateway_customer_id'),
    checkoutUrl: text('checkout_url'),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id),
    /** The billing address when the payment was made (the invoice shows it). */
    billingAddress: jsonb('billing_address').$type<BillingAddress>(),
    failureMessage: text('failure_message'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('payments_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('payments_gateway_ref_key')
      .on(table.gateway, table.gatewayRef)
      .where(sql`${table.gatewayRef} is not null`),
  ],
)

export interface BillingAddress {
  name: string
  lines: string[]
  country: string
}

/** A promo code held by a payment (pending) or used by it (succeeded): once per account. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.promoCodeId, table.userId] })],
)

export const invoiceNumbers = pgSequence('invoice_numbers')

/**
 * One invoice per succeeded payment, its figures and billing details frozen when issued. It
 * outlives its account and payment, as the law keeps invoices: both links are then null.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique('invoices_number_key'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id')
      .unique('invoices_payment_id_key')
      .references(() => payments.id, { onDelete: 'set null' }),
    billedTo: jsonb('billed_to')
      .$type<{ email: string; address: BillingAddress | null }>()
      .notNull(),
    description: text('description').notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull(),
    credit: integer('credit').notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('invoices_user_issued_idx').on(table.userId, table.issuedAt)],
)

/** Stripe events already handled, by id: a redelivered event has no second effect. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A user's plan terms: the 30-day trial at registration, then each paid period (a renewal adds
 * a row that starts where the last one ends). The row that has started and ends last is the
 * current plan (also once it has ended, so the banner can say it expired). A row names its
 * plan by key (a foreign key), with the price it was bought at, for the proration of upgrades.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planKey: text('plan_key')
      .notNull()
      .references(() => plans.key, { onUpdate: 'cascade' }),
    type: text('type', { enum: ['trial', 'paid'] }).notNull(),
    period: text('period', { enum: ['month', 'year'] }),
    /**
     * What one period cost when it was bought (minor units): the list price less its promo
     * code's discount, so the unused part credited to an upgrade never exceeds what was paid.
     * 0 for a trial.
     */
    price: integer('price').notNull().default(0),
    currency: text('currency'),
    /** The gateway that took the payment (`local`, `stripe`, `none`); null for a trial. */
    gateway: text('gateway'),
    paymentId: uuid('payment_id'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A downgrade that starts when this term ends. */
    scheduledPlanKey: text('scheduled_plan_key').references(() => plans.key, {
      onUpdate: 'cascade',
    }),
    scheduledPeriod: text('scheduled_period', { enum: ['month', 'year'] }),
    createdAt: createdAt(),
  },
  (table) => [index('subscriptions_user_valid_to_idx').on(table.userId, table.validTo)],
)
