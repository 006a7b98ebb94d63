import { z } from 'zod'
import { countryCodeSchema } from './country'

/** Money is exact: an integer amount of the currency's minor unit (cents), never a float. */
const money = z.number().int().min(0)
/** ISO 4217, stored upper-case. */
const currency = z.string().regex(/^[A-Za-z]{3}$/, 'must be a 3-letter ISO 4217 code')
const datetime = z.iso.datetime({ offset: true })
/** A stable, human-readable identifier (`pro`, `image-500`): what subscriptions point at. */
const catalogueKey = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be lower-case letters, digits and dashes')

/** A daily and monthly query allowance for one credit group of models. */
export const planCreditSchema = z.object({
  query_credit_group_name: z.string().min(1).max(100),
  daily_limit: z.number().int().min(0),
  monthly_limit: z.number().int().min(0),
})
export type PlanCredit = z.infer<typeof planCreditSchema>

/** A billing period: a month is 30 days, a year 365 (docs/decisions.md, "Payments"). */
export const periodSchema = z.enum(['month', 'year'])
export type Period = z.infer<typeof periodSchema>

/** What a plan costs for one period, in one currency. */
export const planPriceSchema = z.object({ period: periodSchema, amount: money, currency })
export type PlanPrice = z.infer<typeof planPriceSchema>

const onePricePerPeriod = (prices: PlanPrice[]) =>
  new Set(prices.map((price) => price.period)).size === prices.length
const oneCreditPerGroup = (credits: PlanCredit[]) =>
  new Set(credits.map((credit) => credit.query_credit_group_name)).size === credits.length

/** A plan of the catalogue (pricing, subscription update, admin/plan). */
export const planSchema = z.object({
  id: z.string(),
  key: catalogueKey,
  name: z.string().trim().min(1).max(100),
  type: z.enum(['trial', 'paid']),
  description: z.string().max(1000),
  prices: z.array(planPriceSchema).max(2).refine(onePricePerPeriod, 'one price per period'),
  features: z.array(z.string().max(200)).max(30),
  credits: z.array(planCreditSchema).refine(oneCreditPerGroup, 'one allowance per credit group'),
  is_active: z.boolean(),
})
export type Plan = z.infer<typeof planSchema>

/** The price of `plan` for `period`, if it is sold by that period (server and client alike). */
export function priceFor(plan: Pick<Plan, 'prices'>, period: Period): PlanPrice | undefined {
  return plan.prices.find((price) => price.period === period)
}

export const planInputSchema = planSchema.omit({ id: true })
/** The key never changes: subscriptions and payments point at it. */
export const planUpdateSchema = planInputSchema
  .omit({ key: true })
  .partial()
  .extend({ id: z.string().min(1) })
export const planCreditInputSchema = planCreditSchema.extend({ plan_id: z.string().min(1) })

/** Advance credit: extra queries of one credit group, used once the plan's allowance is spent. */
export const creditPackSchema = z.object({
  id: z.string(),
  key: catalogueKey,
  name: z.string().trim().min(1).max(100),
  description: z.string().max(1000),
  query_credit_group_name: z.string().min(1).max(100),
  credits: z.number().int().min(1).max(1_000_000),
  price: money,
  currency,
  is_active: z.boolean(),
})
export type CreditPack = z.infer<typeof creditPackSchema>
export const creditPackInputSchema = creditPackSchema.omit({ id: true })
export const creditPackUpdateSchema = creditPackInputSchema
  .omit({ key: true })
  .partial()
  .extend({ id: z.string().min(1) })

/** Queries of advance credit a user has left in one credit group. */
export const advanceCreditSchema = z.object({
  query_credit_group_name: z.string(),
  remaining: z.number().int().min(0),
})

export const gatewaySchema = z.object({
  id: z.string(),
  /** `stripe`, or `local` for the embedded test gateway. */
  name: z.string(),
  display_name: z.string(),
  /** No real money moves (the embedded test gateway). */
  test: z.boolean(),
})
export type Gateway = z.infer<typeof gatewaySchema>

/**
 * What a payment buys, in parts the client words in the reader's language ("Pro, monthly",
 * "500 Standard queries"); `description` keeps the English line the invoice's PDF prints.
 */
export const paymentLineSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('plan'), plan_name: z.string(), period: periodSchema }),
  z.object({ kind: z.literal('credits'), credits: z.number().int(), credit_group: z.string() }),
])
export type PaymentLine = z.infer<typeof paymentLineSchema>

export const paymentStatusSchema = z.enum(['pending', 'succeeded', 'failed', 'canceled'])
export type PaymentStatus = z.infer<typeof paymentStatusSchema>

/**
 * How a plan payment changes the subscription: `new` starts now (no paid plan in force),
 * `renewal` adds a period after the current one, `upgrade` starts now with the unused part of
 * the current period as `credit`, `downgrade` starts when the current period ends.
 */
export const planChangeSchema = z.enum(['new', 'renewal', 'upgrade', 'downgrade'])
export type PlanChange = z.infer<typeof planChangeSchema>

const amounts = {
  /** The list price. */
  subtotal: money,
  /** Taken off by the promo code. */
  discount: money,
  /** The unused part of the current period (upgrades). */
  credit: money,
  /** What is paid: subtotal - discount - credit, never below 0. */
  total: money,
  currency,
}

export const paymentSchema = z.object({
  id: z.string(),
  kind: z.enum(['plan', 'credits']),
  change: planChangeSchema.nullable(),
  plan_id: z.string().nullable(),
  period: periodSchema.nullable(),
  pack_id: z.string().nullable(),
  description: z.string(),
  /** Null only when what it bought has left the catalogue. */
  line: paymentLineSchema.nullable(),
  ...amounts,
  status: paymentStatusSchema,
  /** `local`, `stripe`, or `none` when nothing was left to pay. */
  gateway: z.string(),
  promo_code: z.string().nullable(),
  /** Where to finish paying, while the payment is pending and its checkout still open. */
  checkout_url: z.string().nullable(),
  failure_message: z.string().nullable(),
  invoice_id: z.string().nullable(),
  /** When the paid period starts and ends (plans), once known. */
  starts_at: datetime.nullable(),
  ends_at: datetime.nullable(),
  created_at: datetime,
  /** A pending payment's checkout closes then. */
  expires_at: datetime.nullable(),
  paid_at: datetime.nullable(),
})
export type Payment = z.infer<typeof paymentSchema>

const itemFields = {
  plan_id: z.string().min(1).optional(),
  period: periodSchema.optional(),
  /** Buy an advance-credit pack instead of a plan. */
  pack_id: z.string().min(1).optional(),
}
const oneItem = (item: { plan_id?: string | undefined; pack_id?: string | undefined }) =>
  (item.plan_id === undefined) !== (item.pack_id === undefined)
const periodWithPlan = (item: { plan_id?: string | undefined; period?: string | undefined }) =>
  (item.plan_id === undefined) === (item.period === undefined)
/** Exactly one of plan (with its period) and pack. */
const oneItemRule = { message: 'Give either plan_id or pack_id', path: ['plan_id'] }
const periodRule = { message: 'A plan needs its period, and only a plan has one', path: ['period'] }

/** What a plan or pack would cost now (GET client/payment/quote): shown before paying. */
export const quoteQuerySchema = z
  .object({ ...itemFields, promo_code: z.string().trim().max(64).optional() })
  .refine(oneItem, oneItemRule)
  .refine(periodWithPlan, periodRule)

/** Pay for a plan and period, or a credit pack (POST client/payment). */
export const paymentRequestSchema = z
  .object({
    ...itemFields,
    gateway: z.string().min(1),
    /** One of the user's billing addresses; the primary one when left out. */
    address_id: z.string().min(1).optional(),
    promo_code: z.string().trim().max(64).optional(),
  })
  .refine(oneItem, oneItemRule)
  .refine(periodWithPlan, periodRule)

/** Where to pay: the gateway's checkout, or the status page when nothing is left to pay. */
export const paymentSessionSchema = z.object({ payment_id: z.string(), redirect_url: z.string() })

export const paymentIdSchema = z.object({ id: z.string().min(1) })
export const paymentSessionQuerySchema = z.object({ payment_id: z.string().min(1) })

/** Promo codes: a percentage or a fixed amount off a plan's price. */
export const promoKindSchema = z.enum(['percent', 'fixed'])

/**
 * Why a promo code was refused, as a stable code: clients word it in their own language from
 * this, never from `message` (the server's English words, which may change).
 */
export const promoRefusalSchema = z.enum([
  'unknown',
  'expired',
  'not_for_plan',
  'not_for_currency',
  'already_used',
  'exhausted',
])
export type PromoRefusal = z.infer<typeof promoRefusalSchema>

/** The answer of client/validate/promocode: valid or not, and why (a code and in words). */
export const promoCodeCheckSchema = z.object({
  code: z.string(),
  valid: z.boolean(),
  kind: promoKindSchema.nullable(),
  percent_off: z.number().int().min(0).max(100),
  amount_off: money,
  currency: currency.nullable(),
  /** Taken off the plan and period asked about (0 when not valid). */
  discount: money,
  /** Why it was refused; null when valid. */
  refusal: promoRefusalSchema.nullable(),
  message: z.string(),
})
export type PromoCodeCheck = z.infer<typeof promoCodeCheckSchema>
export const promoCodeCheckRequestSchema = z.object({
  code: z.string().trim().min(1).max(64),
  plan_id: z.string().min(1),
  period: periodSchema.default('month'),
})

/** A promo code as operators manage it (admin/promocode). */
export const promoCodeSchema = z.object({
  id: z.string(),
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,64}$/, 'must be 3 to 64 letters, digits, dashes or underscores'),
  kind: promoKindSchema,
  /** For `percent`: 1 to 100. */
  percent_off: z.number().int().min(0).max(100),
  /** For `fixed`: minor units of `currency`. */
  amount_off: money,
  currency: currency.nullable(),
  /** Plans it applies to (keys); null for every plan. */
  plan_keys: z.array(catalogueKey).nullable(),
  expires_at: datetime.nullable(),
  /** How many accounts may use it; null for no cap. Each account uses it once. */
  max_redemptions: z.number().int().min(1).nullable(),
  redemptions: z.number().int().min(0),
  is_active: z.boolean(),
})
export type PromoCode = z.infer<typeof promoCodeSchema>
const fixedHasCurrency = (promo: {
  kind?: string | undefined
  percent_off?: number | undefined
  amount_off?: number | undefined
  currency?: string | null | undefined
}) =>
  promo.kind === undefined ||
  (promo.kind === 'percent'
    ? (promo.percent_off ?? 0) >= 1
    : (promo.amount_off ?? 0) >= 1 && Boolean(promo.currency))
const promoRule = {
  message: 'A percent code needs percent_off (1-100); a fixed one amount_off and currency',
  path: ['kind'],
}
export const promoCodeInputSchema = promoCodeSchema
  .omit({ id: true, redemptions: true })
  .extend({
    percent_off: z.number().int().min(0).max(100).default(0),
    amount_off: money.default(0),
    currency: currency.nullable().default(null),
    plan_keys: z.array(catalogueKey).nullable().default(null),
    expires_at: datetime.nullable().default(null),
    max_redemptions: z.number().int().min(1).nullable().default(null),
    is_active: z.boolean().default(true),
  })
  .refine(fixedHasCurrency, promoRule)
export const promoCodeUpdateSchema = promoCodeSchema
  .omit({ id: true, redemptions: true, code: true })
  .partial()
  .extend({ id: z.string().min(1) })
  .refine(fixedHasCurrency, promoRule)

/** The price of a plan or pack as it would be paid now (GET client/payment/quote). */
export const quoteSchema = z.object({
  kind: z.enum(['plan', 'credits']),
  change: planChangeSchema.nullable(),
  /** The English line the invoice will print; `line` is the same in parts to translate. */
  description: z.string(),
  line: paymentLineSchema,
  ...amounts,
  /** The promo code's check, when one was given. */
  promo: promoCodeCheckSchema.nullable(),
  /** When the paid period would start and end (plans). */
  starts_at: datetime.nullable(),
  ends_at: datetime.nullable(),
})
export type Quote = z.infer<typeof quoteSchema>

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  payment_id: z.string(),
  description: z.string(),
  /** As its payment's; null once the payment or what it bought is gone. */
  line: paymentLineSchema.nullable(),
  ...amounts,
  status: z.enum(['paid']),
  issued_at: datetime,
  /** The PDF, signed for an hour: a plain link works (no Bearer header needed). */
  pdf_url: z.string(),
})
export type Invoice = z.infer<typeof invoiceSchema>

export const addressInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  line1: z.string().trim().min(1).max(200),
  line2: z.string().trim().max(200).default(''),
  city: z.string().trim().min(1).max(100),
  state: z.string().trim().max(100).default(''),
  postal_code: z.string().trim().max(20).default(''),
  /** ISO 3166-1 alpha-2, one of `countryCodes` (the form offers the same list). */
  country: countryCodeSchema,
  phone: z.string().trim().max(32).default(''),
})
export const addressSchema = addressInputSchema.extend({ id: z.string(), is_primary: z.boolean() })
export type Address = z.infer<typeof addressSchema>
export const addressIdSchema = z.object({ id: z.string().min(1) })

/**
 * Changes that take effect at the end of the period (no refund for the current one):
 * `cancel`, `resume` (undoes a cancel or a scheduled change), `downgrade` to a plan and period.
 * Upgrades start at once and are paid: POST client/payment.
 */
export const subscriptionActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('cancel') }),
  z.object({ action: z.literal('resume') }),
  z.object({ action: z.literal('downgrade'), plan_id: z.string().min(1), period: periodSchema }),
])

export const subscriptionSchema = z.object({
  plan: planSchema.nullable(),
  period: periodSchema.nullable(),
  status: z.enum(['trialing', 'active', 'canceled', 'expired']),
  valid_to: datetime.nullable(),
  cancel_at_period_end: z.boolean(),
  /** A change that starts when the current period ends. */
  scheduled_change: z
    .object({ plan: planSchema, period: periodSchema, starts_at: datetime })
    .nullable(),
  /** The gateway that took the last payment (`local`, `stripe`), null for a trial. */
  gateway: z.string().nullable(),
  /** A card on file renews the plan at the end of each period (Stripe). */
  renews_automatically: z.boolean(),
  advance_credits: z.array(advanceCreditSchema),
})
export type Subscription = z.infer<typeof subscriptionSchema>

/** The status page's answer (client/payment/session): the payment and the plan it left. */
export const paymentStatusAnswerSchema = z.object({
  payment: paymentSchema,
  current_plan: z
    .object({ plan_name: z.string(), type: z.enum(['trial', 'paid']), valid_to: datetime })
    .nullable(),
})

export const urlSchema = z.object({ url: z.string() })
