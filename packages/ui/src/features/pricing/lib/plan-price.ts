import type { Period, Plan } from '@amply/api/entities/billing'
import { priceFor } from '@amply/api/entities/billing'
import { paths } from '../../../lib/paths'

/** The words of the payment page's `period` parameter. */
const periodParam = { month: 'monthly', year: 'yearly' } as const satisfies Record<Period, string>

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
