import type { Period, Plan, PlanChange, Subscription } from '@amply/api/entities/billing'
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import type { Database } from '../../db/client'
import { advanceCredits, subscriptions } from '../../db/schema/billing'
import type { PlanService } from '../plans/plan.service'
import { monthlyRate } from '../plans/plan.service'
import { addPeriod, periodRank, unusedValue } from './money'

export type TermRow = typeof subscriptions.$inferSelect
type Executor = Pick<Database, 'select' | 'insert' | 'update'>

/** Where a user stands at a moment: the term in force and the last paid-up term. */
export interface Standing {
  /** The term in force now (started, not ended), trial or paid. */
  current: TermRow | null
  /** The term that ends last (may start later: a renewal paid ahead). */
  last: TermRow | null
  /** Terms not over yet (in force or paid ahead). */
  open: TermRow[]
}

/** The plan changes a payment can make, and when its period starts. */
export interface PlanMove {
  change: PlanChange
  startsAt: Date
  endsAt: Date
  /** The unused part of the paid terms an upgrade replaces. */
  credit: number
}

/** The user's terms, read in the caller's transaction (which holds the user's row). */
export async function standing(executor: Executor, userId: string, at: Date): Promise<Standing> {
  const rows = await executor
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.validTo, at)))
    .orderBy(asc(subscriptions.validFrom))
  const current =
    rows
      .filter((row) => row.validFrom <= at)
      .sort((a, b) => b.validTo.getTime() - a.validTo.getTime())[0] ?? null
  const last = rows.sort((a, b) => b.validTo.getTime() - a.validTo.getTime())[0] ?? null
  return { current, last, open: rows }
}

/**
 * What buying `plan` for `period` does now. With no paid plan in force (none, the trial, or
 * ended) it starts now. The same plan and period again is a renewal after the last paid term.
 * A plan that costs more per month, for as long or longer, or the same plan by the year instead
 * of the month, is an upgrade: it starts now and the unused part of the paid terms is credited.
 * Anything else is a downgrade: it starts when the paid terms end (no refund).
 */
export function planMove(
  state: Standing,
  current: Plan | undefined,
  plan: Plan,
  period: Period,
  at: Date,
): PlanMove {
  const paid = state.current?.type === 'paid' ? state.current : null
  if (!paid || !current || !paid.period) {
    return { change: 'new', startsAt: at, endsAt: addPeriod(at, period), credit: 0 }
  }
  const last = state.last ?? paid
  if (last.planKey === plan.key && last.period === period) {
    return {
      change: 'renewal',
      startsAt: last.validTo,
      endsAt: addPeriod(last.validTo, period),
      credit: 0,
    }
  }
  const longer = periodRank[period] >= periodRank[paid.period]
  const upgrade =
    (plan.key !== current.key && monthlyRate(plan) > monthlyRate(current) && longer) ||
    (plan.key === current.key && periodRank[period] > periodRank[paid.period])
  if (upgrade) {
    const credit = state.open
      .filter((term) => term.type === 'paid' && term.period)
      .reduce(
        (sum, term) =>
          sum +
          unusedValue(
            {
              price: term.price,
              period: term.period ?? 'month',
              validFrom: term.validFrom,
              validTo: term.validTo,
            },
            at,
          ),
        0,
      )
    return { change: 'upgrade', startsAt: at, endsAt: addPeriod(at, period), credit }
  }
  return {
    change: 'downgrade',
    startsAt: last.validTo,
    endsAt: addPeriod(last.validTo, period),
    credit: 0,
  }
}

export interface PlanPurchase {
  userId: string
  planKey: string
  planType: 'trial' | 'paid'
  period: Period
  change: PlanChange
  /** What one period cost, after its promo code (see subscriptions.price). */
  price: number
  currency: string
  gateway: string
  paymentId: string
}

/** Subscriptions: where a user stands, the changes at the end of the period, and paid changes. */
export function createSubscriptionService({ db, plans }: { db: Database; plans: PlanService }) {
  /**
   * Applies a paid plan in the caller's transaction (which holds the user's row): an upgrade or
   * a new plan ends the open terms now and starts the new one; a renewal or a downgrade starts
   * where the last term ends. Answers the new term's bounds.
   */
  async function applyPlan(executor: Executor, purchase: PlanPurchase, at: Date) {
    const state = await standing(executor, purchase.userId, at)
    const startsNow =
      purchase.change === 'new' ||
      purchase.change === 'upgrade' ||
      !state.last ||
      state.current?.type !== 'paid'
    const validFrom = startsNow ? at : (state.last?.validTo ?? at)
    if (startsNow) {
      // The open terms end now; one paid ahead never starts.
      await executor
        .update(subscriptions)
        .set({ validTo: sql`greatest(${subscriptions.validFrom}, ${at})` })
        .where(and(eq(subscriptions.userId, purchase.userId), gt(subscriptions.validTo, at)))
    } else if (state.last) {
      // The new term follows the last one, which no longer ends the subscription.
      await executor
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: false, scheduledPlanKey: null, scheduledPeriod: null })
        .where(eq(subscriptions.id, state.last.id))
    }
    const validTo = addPeriod(validFrom, purchase.period)
    await executor.insert(subscriptions).values({
      userId: purchase.userId,
      planKey: purchase.planKey,
      type: purchase.planType,
      period: purchase.period,
      price: purchase.price,
      currency: purchase.currency,
      gateway: purchase.gateway,
      paymentId: purchase.paymentId,
      validFrom,
      validTo,
    })
    return { startsAt: validFrom, endsAt: validTo }
  }

  /** The subscription as client/subscription/details shows it. */
  async function details(userId: string, at: Date): Promise<Subscription> {
    const state = await standing(db, userId, at)
    const [ended] = state.current
      ? [state.current]
      : await db
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.userId, userId))
          .orderBy(desc(subscriptions.validTo))
          .limit(1)
    const term = state.current ?? ended ?? null
    const last = state.last ?? term
    const credits = await db
      .select()
      .from(advanceCredits)
      .where(and(eq(advanceCredits.userId, userId), gt(advanceCredits.remaining, 0)))
      .orderBy(asc(advanceCredits.creditGroup))
    const scheduled =
      last?.scheduledPlanKey && last.scheduledPeriod
        ? await plans.byKey(last.scheduledPlanKey)
        : undefined
    const canceled = Boolean(last?.cancelAtPeriodEnd)
    return {
      plan: term ? ((await plans.byKey(term.planKey)) ?? null) : null,
      period: term?.period ?? null,
      status: !state.current
        ? 'expired'
        : state.current.type === 'trial'
          ? 'trialing'
          : canceled
            ? 'canceled'
            : 'active',
      valid_to: (last ?? term)?.validTo.toISOString() ?? null,
      cancel_at_period_end: canceled,
      scheduled_change:
        scheduled && last?.scheduledPeriod
          ? {
              plan: scheduled,
              period: last.scheduledPeriod,
              starts_at: last.validTo.toISOString(),
            }
          : null,
      gateway: term?.gateway ?? null,
      renews_automatically: false,
      advance_credits: credits.map((row) => ({
        query_credit_group_name: row.creditGroup,
        remaining: row.remaining,
      })),
    }
  }

  /** Changes at the end of the period, each one statement on the last term: no refund. */
  async function act(
    userId: string,
    action:
      | { action: 'cancel' }
      | { action: 'resume' }
      | { action: 'downgrade'; planId: string; period: Period },
    at: Date,
  ): Promise<Subscription> {
    const state = await standing(db, userId, at)
    const last = state.last
    if (!state.current || !last || state.current.type !== 'paid') {
      throw new HTTPException(409, {
        message: 'You have no paid plan to change. Choose a plan to subscribe.',
      })
    }
    if (action.action === 'cancel') {
      await db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: true, scheduledPlanKey: null, scheduledPeriod: null })
        .where(eq(subscriptions.id, last.id))
    } else if (action.action === 'resume') {
      await db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: false, scheduledPlanKey: null, scheduledPeriod: null })
        .where(eq(subscriptions.id, last.id))
    } else {
      const plan = await plans.byId(action.planId)
      const current = await plans.byKey(state.current.planKey)
      if (plan.type !== 'paid' || !plan.is_active) {
        throw new HTTPException(400, { message: `The ${plan.name} plan is not on sale.` })
      }
      if (!plan.prices.some((price) => price.period === action.period)) {
        throw new HTTPException(400, {
          message: `The ${plan.name} plan is not sold by the ${action.period}.`,
        })
      }
      const move = planMove(state, current, plan, action.period, at)
      if (move.change !== 'downgrade') {
        throw new HTTPException(409, {
          message:
            move.change === 'upgrade'
              ? `The ${plan.name} plan is an upgrade: it starts now, once paid.`
              : `You are already on the ${plan.name} plan.`,
        })
      }
      await db
        .update(subscriptions)
        .set({
          cancelAtPeriodEnd: false,
          scheduledPlanKey: plan.key,
          scheduledPeriod: action.period,
        })
        .where(eq(subscriptions.id, last.id))
    }
    return details(userId, at)
  }

  return { applyPlan, details, act }
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>
