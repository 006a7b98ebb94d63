import type { Period, Plan, PlanPrice } from '@amply/api/entities/billing'

/** The price of `plan` for `period`, if it is sold by that period. */
export function priceFor(plan: Pick<Plan, 'prices'>, period: Period): PlanPrice | undefined {
  return plan.prices.find((price) => price.period === period)
}

/** Plans a client can buy: paid and with at least one price. */
export function plansOnSale(plans: readonly Plan[]): Plan[] {
  return plans.filter((plan) => plan.type === 'paid' && plan.prices.length > 0)
}

/**
 * How much a year costs less than twelve months of the same plan, in whole percent (0 when it
 * does not, or when either price is missing or in another currency).
 */
export function yearlySavingPercent(plan: Pick<Plan, 'prices'>): number {
  const month = priceFor(plan, 'month')
  const year = priceFor(plan, 'year')
  if (month?.currency === undefined || month.currency !== year?.currency) return 0
  const twelve = month.amount * 12
  if (twelve === 0) return 0
  return year.amount < twelve ? Math.floor(((twelve - year.amount) * 100) / twelve) : 0
}
