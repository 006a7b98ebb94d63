import { and, asc, eq, gte, lte } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { usageDaily } from '../../db/schema/ai-gateway'
import type { RouteHandlers } from '../../lib/route-table'
import type { ModelCatalog } from '../models/model-catalog'
import type { AllowanceService } from './allowance.service'
import { monthBounds, utcDay, utcMonth } from './utc-day'

export interface UsageDeps {
  db: Database
  allowance: AllowanceService
  catalog: ModelCatalog
  now: () => number
}

/** client/usage (per day and group) and client/month_usage (this month, per group). */
export function usageHandlers({ db, allowance, catalog, now }: UsageDeps): RouteHandlers {
  async function usedBetween(userId: string, from: string, to: string) {
    return db
      .select()
      .from(usageDaily)
      .where(and(eq(usageDaily.userId, userId), gte(usageDaily.day, from), lte(usageDaily.day, to)))
      .orderBy(asc(usageDaily.day), asc(usageDaily.creditGroup))
  }

  return {
    dailyUsage: async (input, c) => {
      const { userId } = c.get('principal')
      const at = new Date(now())
      const { credits } = await allowance.creditsInForce(userId)
      const limits = new Map(credits.map((credit) => [credit.query_credit_group_name, credit]))
      // Without bounds: this month so far.
      const rows = await usedBetween(
        userId,
        input.query.from ?? monthBounds(at).first,
        input.query.to ?? utcDay(at),
      )
      return rows.map((row) => ({
        date: row.day,
        query_credit_group_name: row.creditGroup,
        used: row.used,
        limit: limits.get(row.creditGroup)?.daily_limit ?? 0,
      }))
    },

    monthUsage: async (_input, c) => {
      const { userId } = c.get('principal')
      const at = new Date(now())
      const { credits } = await allowance.creditsInForce(userId)
      const { first, last } = monthBounds(at)
      const used = new Map<string, number>()
      for (const row of await usedBetween(userId, first, last)) {
        used.set(row.creditGroup, (used.get(row.creditGroup) ?? 0) + row.used)
      }
      const groups = new Set([
        ...catalog.groups(),
        ...credits.map((c) => c.query_credit_group_name),
      ])
      return {
        month: utcMonth(at),
        groups: [...groups].map((group) => ({
          query_credit_group_name: group,
          used: used.get(group) ?? 0,
          limit: credits.find((c) => c.query_credit_group_name === group)?.monthly_limit ?? 0,
          groupColor: catalog.groupColor(group),
        })),
      }
    },
  }
}
