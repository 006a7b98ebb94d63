import type {
  Period,
  Plan,
  PromoCode,
  PromoCodeCheck,
  PromoRefusal,
  promoCodeInputSchema,
  promoCodeUpdateSchema,
} from '@amply/api/entities/billing'
import { and, asc, count, eq, gt, inArray, ne } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import type { z } from 'zod'
import type { Database } from '../../db/client'
import { payments, promoCodes, promoRedemptions } from '../../db/schema/billing'
import { isUuid } from '../../lib/uuid'
import { uniqueViolation } from '../../lib/unique-violation'
import { percentOf } from './money'

type PromoRow = typeof promoCodes.$inferSelect
type Executor = Pick<Database, 'select' | 'insert'>

export const normaliseCode = (code: string) => code.trim().toUpperCase()

/** Payments holding a code: pending, their checkout still open. */
const holding = (promoId: string, at: Date) =>
  and(eq(payments.promoCodeId, promoId), eq(payments.status, 'pending'), gt(payments.expiresAt, at))

const toPromoCode = (row: PromoRow, redemptions: number): PromoCode => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  percent_off: row.percentOff,
  amount_off: row.amountOff,
  currency: row.currency,
  plan_keys: row.planKeys,
  expires_at: row.expiresAt?.toISOString() ?? null,
  max_redemptions: row.maxRedemptions,
  redemptions,
  is_active: row.isActive,
})

/** The item a code is checked against: a plan's price for a period. */
export interface PromoTarget {
  plan: Plan
  period: Period
  amount: number
  currency: string
}

export type PromoOutcome =
  | { valid: true; promo: PromoRow; discount: number; check: PromoCodeCheck }
  | { valid: false; check: PromoCodeCheck }

const notFound = () => new HTTPException(404, { message: 'There is no such promo code.' })
const codeTaken = () => new HTTPException(409, { message: 'This promo code already exists.' })

/**
 * Promo codes: percentage or fixed, with expiry, a cap on accounts and plans they apply to.
 * Each account uses a code once. A pending payment holds the code it was priced with (so a cap
 * cannot be passed by paying twice at once): holds and redemptions together stay within the cap.
 * The redemption is written once, when the payment succeeds, under the user's and the code's
 * locks; a payment that fails or is dropped holds nothing any more.
 */
export function createPromoCodeService(db: Database) {
  async function redemptionCounts(ids: string[]) {
    if (ids.length === 0) return new Map<string, number>()
    const rows = await db
      .select({ id: promoRedemptions.promoCodeId, used: count() })
      .from(promoRedemptions)
      .where(inArray(promoRedemptions.promoCodeId, ids))
      .groupBy(promoRedemptions.promoCodeId)
    return new Map(rows.map((row) => [row.id, row.used]))
  }

  async function byId(id: string): Promise<PromoCode> {
    if (!isUuid(id)) throw notFound()
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id))
    if (!row) throw notFound()
    return toPromoCode(row, (await redemptionCounts([id])).get(id) ?? 0)
  }

  /**
   * Checks a code for a user and an item, inside the caller's transaction when given. `lock`
   * takes the code's row until the transaction ends (the cap is then counted exactly).
   */
  async function check(
    executor: Executor,
    input: { code: string; userId: string; target: PromoTarget; at: Date; lock?: boolean },
  ): Promise<PromoOutcome> {
    const code = normaliseCode(input.code)
    const { plan, amount, currency } = input.target
    const refuse = (refusal: PromoRefusal, message: string): PromoOutcome => ({
      valid: false,
      check: {
        code,
        valid: false,
        kind: null,
        percent_off: 0,
        amount_off: 0,
        currency: null,
        discount: 0,
        refusal,
        message,
      },
    })
    const query = executor.select().from(promoCodes).where(eq(promoCodes.code, code))
    const [promo] = input.lock ? await query.for('update') : await query
    if (!promo?.isActive) return refuse('unknown', 'This promo code does not exist.')
    if (promo.expiresAt && promo.expiresAt <= input.at) {
      return refuse('expired', 'This promo code has expired.')
    }
    if (promo.planKeys && !promo.planKeys.includes(plan.key)) {
      return refuse('not_for_plan', `This promo code does not apply to the ${plan.name} plan.`)
    }
    if (promo.kind === 'fixed' && promo.currency !== currency) {
      return refuse('not_for_currency', `This promo code does not apply to prices in ${currency}.`)
    }
    const [mine] = await executor
      .select({ paymentId: promoRedemptions.paymentId })
      .from(promoRedemptions)
      .where(
        and(eq(promoRedemptions.promoCodeId, promo.id), eq(promoRedemptions.userId, input.userId)),
      )
    if (mine) return refuse('already_used', 'You have already used this promo code.')
    if (promo.maxRedemptions !== null) {
      const [redeemed] = await executor
        .select({ used: count() })
        .from(promoRedemptions)
        .where(eq(promoRedemptions.promoCodeId, promo.id))
      // The user's own open checkout does not count: a new payment replaces it.
      const [held] = await executor
        .select({ used: count() })
        .from(payments)
        .where(and(holding(promo.id, input.at), ne(payments.userId, input.userId)))
      if ((redeemed?.used ?? 0) + (held?.used ?? 0) >= promo.maxRedemptions) {
        return refuse('exhausted', 'This promo code has been used as many times as it can be.')
      }
    }
    const discount = Math.min(
      amount,
      promo.kind === 'percent' ? percentOf(amount, promo.percentOff) : promo.amountOff,
    )
    return {
      valid: true,
      promo,
      discount,
      check: {
        code,
        valid: true,
        kind: promo.kind,
        percent_off: promo.kind === 'percent' ? promo.percentOff : 0,
        amount_off: promo.kind === 'fixed' ? promo.amountOff : 0,
        currency: promo.kind === 'fixed' ? promo.currency : null,
        discount,
        refusal: null,
        message:
          promo.kind === 'percent'
            ? `${promo.percentOff}% off the ${plan.name} plan.`
            : `A discount on the ${plan.name} plan.`,
      },
    }
  }

  return {
    check,

    /**
     * Records that a payment used its code, in the transaction that applies the payment (which
     * holds the user's row), with the code's row held too. False when the account had already
     * used it (nothing is recorded twice).
     */
    async redeem(executor: Executor, payment: { id: string; userId: string; promoCodeId: string }) {
      await executor
        .select({ id: promoCodes.id })
        .from(promoCodes)
        .where(eq(promoCodes.id, payment.promoCodeId))
        .for('update')
      const recorded = await executor
        .insert(promoRedemptions)
        .values({ promoCodeId: payment.promoCodeId, userId: payment.userId, paymentId: payment.id })
        .onConflictDoNothing()
        .returning({ paymentId: promoRedemptions.paymentId })
      return recorded.length === 1
    },

    async list(): Promise<PromoCode[]> {
      const rows = await db.select().from(promoCodes).orderBy(asc(promoCodes.code))
      const counts = await redemptionCounts(rows.map((row) => row.id))
      return rows.map((row) => toPromoCode(row, counts.get(row.id) ?? 0))
    },

    async create(input: z.output<typeof promoCodeInputSchema>): Promise<PromoCode> {
      const [row] = await uniqueViolation(codeTaken, () =>
        db
          .insert(promoCodes)
          .values({
            code: normaliseCode(input.code),
            kind: input.kind,
            percentOff: input.kind === 'percent' ? input.percent_off : 0,
            amountOff: input.kind === 'fixed' ? input.amount_off : 0,
            currency: input.kind === 'fixed' ? (input.currency?.toUpperCase() ?? null) : null,
            planKeys: input.plan_keys,
            expiresAt: input.expires_at ? new Date(input.expires_at) : null,
            maxRedemptions: input.max_redemptions,
            isActive: input.is_active,
          })
          .returning(),
      )
      if (!row) throw new Error('No promo code was stored')
      return toPromoCode(row, 0)
    },

    async update(input: z.output<typeof promoCodeUpdateSchema>): Promise<PromoCode> {
      await byId(input.id)
      const changes = {
        ...(input.kind !== undefined ? { kind: input.kind } : {}),
        ...(input.percent_off !== undefined ? { percentOff: input.percent_off } : {}),
        ...(input.amount_off !== undefined ? { amountOff: input.amount_off } : {}),
        ...(input.currency !== undefined
          ? { currency: input.currency?.toUpperCase() ?? null }
          : {}),
        ...(input.plan_keys !== undefined ? { planKeys: input.plan_keys } : {}),
        ...(input.expires_at !== undefined
          ? { expiresAt: input.expires_at ? new Date(input.expires_at) : null }
          : {}),
        ...(input.max_redemptions !== undefined ? { maxRedemptions: input.max_redemptions } : {}),
        ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
      }
      if (Object.keys(changes).length > 0) {
        await db.update(promoCodes).set(changes).where(eq(promoCodes.id, input.id))
      }
      return byId(input.id)
    },
  }
}

export type PromoCodeService = ReturnType<typeof createPromoCodeService>
