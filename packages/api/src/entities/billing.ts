import { z } from 'zod'

const money = z.number().int().min(0) // minor units (cents)
const datetime = z.iso.datetime({ offset: true })

/** A daily and monthly query allowance for one credit group of models. */
export const planCreditSchema = z.object({
  query_credit_group_name: z.string().min(1).max(100),
  daily_limit: z.number().int().min(0),
  monthly_limit: z.number().int().min(0),
})
export type PlanCredit = z.infer<typeof planCreditSchema>

/** A plan of the catalogue (the pricing page, admin/plan). */
export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['trial', 'paid']),
  description: z.string(),
  price: money,
  currency: z.string().length(3),
  interval: z.enum(['month', 'year']),
  features: z.array(z.string()),
  credits: z.array(planCreditSchema),
  is_active: z.boolean(),
})
export type Plan = z.infer<typeof planSchema>

export const planInputSchema = planSchema.omit({ id: true })
export const planUpdateSchema = planInputSchema.partial().extend({ id: z.string().min(1) })
export const planCreditInputSchema = planCreditSchema.extend({ plan_id: z.string().min(1) })

export const gatewaySchema = z.object({
  id: z.string(),
  /** `stripe`, or `local` for the embedded test gateway. */
  name: z.string(),
  display_name: z.string(),
})

export const paymentStatusSchema = z.enum([
  'pending',
  'succeeded',
  'failed',
  'canceled',
  'refunded',
])

export const paymentSchema = z.object({
  id: z.string(),
  plan_id: z.string().nullable(),
  description: z.string(),
  amount: money,
  currency: z.string().length(3),
  status: paymentStatusSchema,
  gateway: z.string(),
  created_at: datetime,
})
export type Payment = z.infer<typeof paymentSchema>

/** Start a checkout for a plan or for advance credits; answers where to pay. */
export const paymentSessionRequestSchema = z.object({
  plan_id: z.string().min(1).optional(),
  /** Buy advance credits instead of a plan. */
  credits: z.number().int().min(1).max(100_000).optional(),
  gateway: z.string().min(1),
  promo_code: z.string().max(64).optional(),
})
export const paymentSessionSchema = z.object({ payment_id: z.string(), redirect_url: z.string() })

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  payment_id: z.string(),
  amount: money,
  currency: z.string().length(3),
  status: z.enum(['paid', 'open', 'void']),
  issued_at: datetime,
  pdf_url: z.string().nullable(),
})
export type Invoice = z.infer<typeof invoiceSchema>

export const addressInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  line1: z.string().trim().min(1).max(200),
  line2: z.string().trim().max(200).default(''),
  city: z.string().trim().min(1).max(100),
  state: z.string().trim().max(100).default(''),
  postal_code: z.string().trim().max(20).default(''),
  /** ISO 3166-1 alpha-2. */
  country: z.string().length(2),
  phone: z.string().trim().max(32).default(''),
})
export const addressSchema = addressInputSchema.extend({ id: z.string(), is_primary: z.boolean() })
export type Address = z.infer<typeof addressSchema>
export const addressIdSchema = z.object({ id: z.string().min(1) })

export const subscriptionActionSchema = z.object({ action: z.enum(['cancel', 'resume']) })
export const subscriptionSchema = z.object({
  plan: planSchema.nullable(),
  status: z.enum(['trialing', 'active', 'canceled', 'expired']),
  valid_to: datetime.nullable(),
  cancel_at_period_end: z.boolean(),
})

export const promoCodeRequestSchema = z.object({
  code: z.string().trim().min(1).max(64),
  plan_id: z.string().min(1),
})
export const promoCodeSchema = z.object({
  code: z.string(),
  valid: z.boolean(),
  percent_off: z.number().min(0).max(100),
  message: z.string(),
})

export const urlSchema = z.object({ url: z.string() })
