import type { PlanCredit } from '@amply/api/entities/billing'
import type { MonthUsage } from '@amply/api/entities/usage'

export interface DailyUsageRow {
  date: string
  query_credit_group_name: string
  used: number
  limit: number
}

/** One credit group's use against its allowance, with its colour. */
export interface GroupUse {
  name: string
  color: string
  used: number
  limit: number
}

/** The UTC day the server counts in (allowances reset at 00:00 UTC), as YYYY-MM-DD. */
export function utcToday(now: number): string {
  return new Date(now).toISOString().slice(0, 10)
}

/**
 * Today's use per credit group: every group of the month (so unused ones show at 0), the day's
 * allowance from today's row, else from the plan.
 */
export function todayUse(
  month: MonthUsage,
  days: readonly DailyUsageRow[],
  credits: readonly PlanCredit[],
  today: string,
): GroupUse[] {
  return month.groups.map((group) => {
    const name = group.query_credit_group_name
    const row = days.find((day) => day.date === today && day.query_credit_group_name === name)
    const planned = credits.find((credit) => credit.query_credit_group_name === name)
    return {
      name,
      color: group.groupColor,
      used: row?.used ?? 0,
      limit: row?.limit ?? planned?.daily_limit ?? 0,
    }
  })
}

/** This month's use per credit group. */
export function monthUse(month: MonthUsage): GroupUse[] {
  return month.groups.map((group) => ({
    name: group.query_credit_group_name,
    color: group.groupColor,
    used: group.used,
    limit: group.limit,
  }))
}

/** The chart's data: each day of the month up to today, and each group's use on it (0 if none). */
export function dailySeries(
  month: MonthUsage,
  days: readonly DailyUsageRow[],
  today: string,
): { dates: string[]; groups: { name: string; color: string; used: number[] }[] } {
  const dates: string[] = []
  for (let day = 1; ; day += 1) {
    const date = `${month.month}-${String(day).padStart(2, '0')}`
    if (date > today || day > 31) break
    dates.push(date)
  }
  const groups = month.groups.map((group) => ({
    name: group.query_credit_group_name,
    color: group.groupColor,
    used: dates.map(
      (date) =>
        days.find(
          (row) =>
            row.date === date && row.query_credit_group_name === group.query_credit_group_name,
        )?.used ?? 0,
    ),
  }))
  return { dates, groups }
}
