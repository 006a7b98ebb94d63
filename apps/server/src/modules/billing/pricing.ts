import { priceFor } from '@amply/api/entities/billing'
import type { Period, PromoCodeCheck, Quote } from '@amply/api/entities/billing'
import { HTTPException } from 'hono/http-exception'
import type { Database, Transaction } from '../../db/client'
import type { CreditPackService } from '../plans/credit-pack.service'
import type { PlanService } from '../plans/plan.service'
import type { PromoCodeService } from './promo-codes'
import { planMove, standing } from './subscription.service'

/** What a payment buys: a plan for a period (with a promo code), or a credit pack. */
export interface Item {
  kind: 'plan' | 'credits'
  planId?: string | undefined
  period?: Period | undefined
  packId?: string | undefined
  promoCode?: string | undefined
}

/** An item priced for a user at a moment: the quote, and what a payment of it records. */
export interface Priced {
  quote: Quote
  planKey: string | null
  planType: 'trial' | 'paid' | null
  packId: string | null
  promoId: string | null
}

export interface PricingDeps {
  plans: PlanService
  packs: CreditPackService
  promos: PromoCodeService
}

type Reader = Pick<Database, 'select'>

const badRequest = (message: string) => new HTTPException(400, { message })

/**
 * Prices and quotes: what an item costs a user now, with the promo code's discount and the
 * unused part of the plan an upgrade replaces. A quote and a payment price the same way; a
 * payment does it in its transaction, with the promo code's row held.
 */
export function createPricing({ plans: catalogue, packs, promos }: PricingDeps) {
  async function priceCredits(executor: Reader, item: Item): Promise<Priced> {
    if (item.promoCode) throw badRequest('Promo codes apply to plans only.')
    const pack = await packs.byId(item.packId ?? '', executor)
    if (!pack.is_active) throw badRequest(`${pack.name} is not on sale.`)
    return {
      quote: {
        kind: 'credits',
        change: null,
        description: pack.name,
        line: {
          kind: 'credits',
          credits: pack.credits,
          credit_group: pack.query_credit_group_name,
        },
        subtotal: pack.price,
        discount: 0,
        credit: 0,
        total: pack.price,
        currency: pack.currency,
        promo: null,
        starts_at: null,
        ends_at: null,
      },
      planKey: null,
      planType: null,
      packId: pack.id,
      promoId: null,
    }
  }

  /** Prices an item for a user now, in the caller's transaction (or outside one for a quote). */
  async function price(
    executor: Database | Transaction,
    userId: string,
    item: Item,
    at: Date,
    lockPromo: boolean,
  ): Promise<Priced> {
    if (item.kind === 'credits') return priceCredits(executor, item)
    const plan = await catalogue.byId(item.planId ?? '', executor)
    const period = item.period ?? 'month'
    if (plan.type !== 'paid') throw badRequest(`The ${plan.name} plan cannot be bought.`)
    if (!plan.is_active) throw badRequest(`The ${plan.name} plan is not on sale.`)
    const listPrice = priceFor(plan, period)
    if (!listPrice) throw badRequest(`The ${plan.name} plan is not sold by the ${period}.`)
    const state = await standing(executor, userId, at)
    const current = state.current
      ? await catalogue.byKey(state.current.planKey, executor)
      : undefined
    const move = planMove(state, current, plan, period, at)
    let promo: PromoCodeCheck | null = null
    let promoId: string | null = null
    let discount = 0
    if (item.promoCode) {
      const outcome = await promos.check(executor, {
        code: item.promoCode,
        userId,
        target: { plan, period, amount: listPrice.amount, currency: listPrice.currency },
        at,
        lock: lockPromo,
      })
      promo = outcome.check
      if (outcome.valid) {
        discount = outcome.discount
        promoId = outcome.promo.id
      }
    }
    const credit = Math.min(move.credit, listPrice.amount - discount)
    return {
      quote: {
        kind: 'plan',
        change: move.change,
        description: `${plan.name}, ${period === 'month' ? 'monthly' : 'yearly'}`,
        line: { kind: 'plan', plan_name: plan.name, period },
        subtotal: listPrice.amount,
        discount,
        credit,
        total: listPrice.amount - discount - credit,
        currency: listPrice.currency,
        promo,
        starts_at: move.startsAt.toISOString(),
        ends_at: move.endsAt.toISOString(),
      },
      planKey: plan.key,
      planType: plan.type,
      packId: null,
      promoId,
    }
  }

  /** Whether a promo code applies to a plan for a period, for this user now (no hold taken). */
  async function checkPromo(
    executor: Database,
    userId: string,
    input: { code: string; planId: string; period: Period },
    at: Date,
  ): Promise<PromoCodeCheck> {
    const plan = await catalogue.byId(input.planId)
    const listPrice = priceFor(plan, input.period)
    if (!listPrice) throw badRequest(`The ${plan.name} plan is not sold by the ${input.period}.`)
    const outcome = await promos.check(executor, {
      code: input.code,
      userId,
      target: {
        plan,
        period: input.period,
        amount: listPrice.amount,
        currency: listPrice.currency,
      },
      at,
    })
    return outcome.check
  }

  return { price, checkPromo }
}

export type Pricing = ReturnType<typeof createPricing>
