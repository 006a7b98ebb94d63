import { SUBSCRIPTION_LIMIT_STATUS } from '@amply/api/constants'
import type { PlanCredit } from '@amply/api/entities/billing'
import type { CurrentPlan } from '@amply/api/entities/user'
import { and, eq, gt, gte, lte, sql } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import type { Database } from '../../db/client'
import { runPrepared } from '../../db/prepared'
import { usageDaily } from '../../db/schema/ai-gateway'
import { advanceCredits } from '../../db/schema/billing'
import { latestTerm } from '../auth/user-entity'
import type { PlanService } from '../plans/plan.service'
import { monthBounds, utcDay } from './utc-day'

export interface AllowanceDeps {
  db: Database
  plans: PlanService
  now: () => number
}

/** A query charged to an allowance or to advance credit, to give back if no answer came of it. */
export interface Charge {
  userId: string
  group: string
  day: string
  source: 'allowance' | 'advance'
}

const limitReached = (message: string) => new HTTPException(SUBSCRIPTION_LIMIT_STATUS, { message })

/**
 * The plan gate and the query meter: a plan in force, then the daily and monthly allowance of
 * the model's credit group, checked and counted in one statement.
 */
export function createAllowanceService({ db, plans, now }: AllowanceDeps) {
  /** The plan term in force now, or null when there is none or it has ended. */
  async function termInForce(userId: string) {
    const at = new Date(now())
    const term = await latestTerm(db, userId, at)
    return term && term.validTo > at ? term : null
  }

  async function creditsInForce(
    userId: string,
  ): Promise<{ plan: CurrentPlan | null; credits: PlanCredit[] }> {
    const term = await termInForce(userId)
    if (!term) return { plan: null, credits: [] }
    return {
      plan: { plan_name: term.name, type: term.type, valid_to: term.validTo.toISOString() },
      credits: await plans.creditsOf(term.planKey),
    }
  }

  /** Credit groups with advance credit left. */
  async function advanceGroups(userId: string): Promise<Map<string, number>> {
    const rows = await db
      .select()
      .from(advanceCredits)
      .where(and(eq(advanceCredits.userId, userId), gt(advanceCredits.remaining, 0)))
    return new Map(rows.map((row) => [row.creditGroup, row.remaining]))
  }

  /** Takes one query of advance credit, when there is some left in the group. */
  async function takeAdvance(userId: string, group: string): Promise<boolean> {
    const taken = await db
      .update(advanceCredits)
      .set({ remaining: sql`${advanceCredits.remaining} - 1` })
      .where(
        and(
          eq(advanceCredits.userId, userId),
          eq(advanceCredits.creditGroup, group),
          gt(advanceCredits.remaining, 0),
        ),
      )
      .returning({ remaining: advanceCredits.remaining })
    return taken.length === 1
  }

  return {
    termInForce,
    creditsInForce,
    advanceGroups,

    /**
     * The credit groups the user may ask in: those of the plan in force, and those with advance
     * credit left; none once the plan has ended (docs/product.md#models).
     */
    async usableGroups(userId: string): Promise<ReadonlySet<string>> {
      const { plan, credits } = await creditsInForce(userId)
      if (!plan) return new Set()
      return new Set([
        ...credits.map((credit) => credit.query_credit_group_name),
        ...(await advanceGroups(userId)).keys(),
      ])
    },

    /**
     * Counts one query in `group`, or refuses it (402) with what the user can do about it. One
     * statement finds the plan in force with its allowance and counts the query: the relay's
     * time to first token is on a budget. Once the allowance is spent (or the plan has none in
     * the group), advance credit of the group pays for the query.
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
      const [row] = await runPrepared<{
        plan_name: string
        valid_to: Date
        daily_limit: number | null
        monthly_limit: number | null
        charged: number
      }>(
        db,
        'allowance-charge',
        sql`
        with p as (
          select pl.name as plan_name, s.valid_to, pc.daily_limit, pc.monthly_limit
          from subscriptions s
          join plans pl on pl.key = s.plan_key
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
        select p.*, (select count(*) from counted)::int as charged from p`,
      )
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
      if (row.charged === 1) return { userId, group, day, source: 'allowance' }
      if (await takeAdvance(userId, group)) return { userId, group, day, source: 'advance' }
      if (latest.daily === null || latest.monthly === null) {
        throw limitReached(
          `Your ${latest.planName} plan does not include ${group} models. Upgrade your plan to use them.`,
        )
      }
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
              'They renew at 00:00 UTC; upgrade your plan or buy advance credit for more.'
          : `You have used all ${latest.monthly} of this month's ${group} queries on your ${latest.planName} plan. ` +
              'Upgrade your plan or buy advance credit to keep asking this month.',
      )
    },

    /** Gives a query back: the provider failed before answering anything. */
    async refund(charge: Charge): Promise<void> {
      if (charge.source === 'advance') {
        await db
          .update(advanceCredits)
          .set({ remaining: sql`${advanceCredits.remaining} + 1` })
          .where(
            and(
              eq(advanceCredits.userId, charge.userId),
              eq(advanceCredits.creditGroup, charge.group),
            ),
          )
        return
      }
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
