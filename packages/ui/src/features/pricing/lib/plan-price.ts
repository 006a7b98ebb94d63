import type { Period, Plan, PlanPrice } from '@amply/api/entities/billing'
import { paths } from '../../../lib/paths'

/** The words of the payment page's `period` parameter. */
const periodParam = { month: 'monthly', year: 'yearly' } as const satisfies Record<Period, string>

export function priceFor(plan: Plan, period: Period): PlanPrice | undefined {
  return plan.prices.find((price) => price.period === period)
}

/** How much a year costs less than twelve months, in whole percent (0 when it does not). */
export function yearlySavingPercent(plan: Plan): number {
  const monthly = priceFor(plan, 'month')
  const yearly = priceFor(plan, 'year')
  if (!monthly || !yearly) return 0
  if (monthly.currency !== yearly.currency || monthly.amount === 0) return 0
  const saving = 1 - yearly.amount / (monthly.amount * 12)
  return saving > 0 ? Math.round(saving * 100) : 0
}

/** Where a paid plan's button goes: the payment page (it sends a guest to login first). */
export function paymentHref(plan: Plan, period: Period): string {
  const query = new URLSearchParams({ plan: plan.key, period: periodParam[period] })
  return `${paths.payment}?${query.toString()}`
}

/** The plans a period can show: the trial, and each paid plan with a price for that period. */
export function plansFor(plans: readonly Plan[], period: Period): Plan[] {
  return plans.filter(
    (plan) => plan.is_active && (plan.type === 'trial' || priceFor(plan, period) !== undefined),
  )
}
