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
 * the model's credit group, checked and counted in one statement.
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

    /**
     * Counts one query in `group`, or refuses it (402) with what the user can do about it. One
     * statement finds the plan in force with its allowance and counts the query: the relay's
     * time to first token is on a budget.
     */
    async charge(userId: string, group: string): Promise<Charge> {
      const at = new Date(now())
      const day = utcDay(at)
      const { first, last } = monthBounds(at)
      // Today's row is locked by the upsert, so parallel questions on the same day are counted
      // one after the other and cannot both take the last query. The other days of the month
      // only change at midnight.
      const otherDays = sql`(select coalesce(sum(o.used), 0) from usage_daily o
        where o.user_id = ${userId} and o.credit_group = ${group}
        and o.day between ${first} and ${last} and o.day <> ${day})`
      const result = await db.execute<{
        plan_name: string
        valid_to: Date
        daily_limit: number | null
        monthly_limit: number | null
        charged: number
      }>(sql`
        with p as (
          select s.plan_name, s.valid_to, pc.daily_limit, pc.monthly_limit
          from subscriptions s
          left join plans pl on pl.name = s.plan_name
          left join plan_credits pc on pc.plan_id = pl.id and pc.credit_group = ${group}
          where s.user_id = ${userId} and s.valid_from <= ${at}
          order by s.valid_to desc
          limit 1
        ), counted as (
          insert into usage_daily (user_id, credit_group, day, used)
          select ${userId}, ${group}, ${day}, 1 from p
          where p.valid_to > ${at} and p.daily_limit >= 1 and ${otherDays} < p.monthly_limit
          on conflict (user_id, day, credit_group) do update set used = usage_daily.used + 1
          where usage_daily.used < (select daily_limit from p)
            and usage_daily.used + ${otherDays} < (select monthly_limit from p)
          returning used
        )
        select p.*, (select count(*) from counted)::int as charged from p`)
      const row = result.rows[0]
      const latest = row && {
        planName: row.plan_name,
        validTo: new Date(row.valid_to),
        daily: row.daily_limit,
        monthly: row.monthly_limit,
      }
      if (!latest || latest.validTo <= at) {
        throw limitReached(
          latest
            ? `Your ${latest.planName} plan has ended. Choose a plan to keep using Amply.`
            : 'You have no plan yet. Choose a plan to start using Amply.',
        )
      }
      if (latest.daily === null || latest.monthly === null) {
        throw limitReached(
          `Your ${latest.planName} plan does not include ${group} models. Upgrade your plan to use them.`,
        )
      }
      if (row.charged !== 1) {
        const [totals] = await db
          .select({
            today: sql<number>`coalesce(sum(${usageDaily.used}) filter (where ${usageDaily.day} = ${day}), 0)::int`,
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
        throw limitReached(
          (totals?.today ?? 0) >= latest.daily
            ? `You have used all ${latest.daily} of today's ${group} queries on your ${latest.planName} plan. ` +
                'They renew at 00:00 UTC; upgrade your plan for more.'
            : `You have used all ${latest.monthly} of this month's ${group} queries on your ${latest.planName} plan. ` +
                'Upgrade your plan to keep asking this month.',
        )
      }
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
