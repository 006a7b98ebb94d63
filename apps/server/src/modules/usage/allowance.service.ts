import { SUBSCRIPTION_LIMIT_STATUS } from '@amply/api/constants'
import type { PlanCredit } from '@amply/api/entities/billing'
import type { CurrentPlan } from '@amply/api/entities/user'
import { and, eq, gte, lte, sql } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import type { Database } from '../../db/client'
import { usageDaily } from '../../db/schema/ai-gateway'
import { latestPlan } from '../auth/user-entity'
import type { PlanService } from '../plans/plan.service'
import { monthBounds, utcDay } from './utc-day'

export interface AllowanceDeps {
  db: Database
  plans: PlanService
  now: () => number
}

/** A query charged to an allowance, to give back if no answer came of it. */
export interface Charge {
  userId: string
  group: string
  day: string
}

const limitReached = (message: string) => new HTTPException(SUBSCRIPTION_LIMIT_STATUS, { message })

/**
 * The plan gate and the query meter: a plan in force, then the daily and monthly allowance of
 * the model's credit group, checked and counted in one transaction per user so that parallel
 * questions cannot both take the last query.
 */
export function createAllowanceService({ db, plans, now }: AllowanceDeps) {
  /** The plan in force now, or null when there is none or it has ended. */
  async function planInForce(userId: string): Promise<CurrentPlan | null> {
    const at = new Date(now())
    const plan = await latestPlan(db, userId, at)
    return plan && new Date(plan.valid_to) > at ? plan : null
  }

  async function creditsInForce(
    userId: string,
  ): Promise<{ plan: CurrentPlan | null; credits: PlanCredit[] }> {
    const plan = await planInForce(userId)
    return { plan, credits: plan ? await plans.creditsOf(plan.plan_name) : [] }
  }

  return {
    planInForce,
    creditsInForce,

    /** Counts one query in `group`, or refuses it (402) with what the user can do about it. */
    async charge(userId: string, group: string): Promise<Charge> {
      const at = new Date(now())
      const latest = await latestPlan(db, userId, at)
      if (!latest || new Date(latest.valid_to) <= at) {
        throw limitReached(
          latest
            ? `Your ${latest.plan_name} plan has ended. Choose a plan to keep using Amply.`
            : 'You have no plan yet. Choose a plan to start using Amply.',
        )
      }
      const credit = (await plans.creditsOf(latest.plan_name)).find(
        (c) => c.query_credit_group_name === group,
      )
      if (!credit) {
        throw limitReached(
          `Your ${latest.plan_name} plan does not include ${group} models. Upgrade your plan to use them.`,
        )
      }
      const day = utcDay(at)
      const { first, last } = monthBounds(at)
      await db.transaction(async (tx) => {
        // One user's charges in a group are counted one after the other.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${userId}:${group}`}))`)
        const [totals] = await tx
          .select({
            today: sql<number>`coalesce(sum(${usageDaily.used}) filter (where ${usageDaily.day} = ${day}), 0)::int`,
            month: sql<number>`coalesce(sum(${usageDaily.used}), 0)::int`,
          })
          .from(usageDaily)
          .where(
            and(
              eq(usageDaily.userId, userId),
              eq(usageDaily.creditGroup, group),
              gte(usageDaily.day, first),
              lte(usageDaily.day, last),
            ),
          )
        const today = totals?.today ?? 0
        const month = totals?.month ?? 0
        if (today >= credit.daily_limit) {
          throw limitReached(
            `You have used all ${credit.daily_limit} of today's ${group} queries on your ${latest.plan_name} plan. ` +
              'They renew at 00:00 UTC; upgrade your plan for more.',
          )
        }
        if (month >= credit.monthly_limit) {
          throw limitReached(
            `You have used all ${credit.monthly_limit} of this month's ${group} queries on your ${latest.plan_name} plan. ` +
              'Upgrade your plan to keep asking this month.',
          )
        }
        await tx
          .insert(usageDaily)
          .values({ userId, creditGroup: group, day, used: 1 })
          .onConflictDoUpdate({
            target: [usageDaily.userId, usageDaily.day, usageDaily.creditGroup],
            set: { used: sql`${usageDaily.used} + 1` },
          })
      })
      return { userId, group, day }
    },

    /** Gives a query back: the provider failed before answering anything. */
    async refund(charge: Charge): Promise<void> {
      await db
        .update(usageDaily)
        .set({ used: sql`greatest(${usageDaily.used} - 1, 0)` })
        .where(
          and(
            eq(usageDaily.userId, charge.userId),
            eq(usageDaily.creditGroup, charge.group),
            eq(usageDaily.day, charge.day),
          ),
        )
    },
  }
}

export type AllowanceService = ReturnType<typeof createAllowanceService>
