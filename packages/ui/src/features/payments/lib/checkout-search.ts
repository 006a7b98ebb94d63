import type { Period } from '@amply/api/entities/billing'

/**
 * The pricing page's links name a plan by key and a period in words:
 * `/client/payment?plan=pro&period=yearly`. The contract's periods are `month` and `year`.
 */
const periodWords: Record<string, Period> = {
  monthly: 'month',
  month: 'month',
  yearly: 'year',
  year: 'year',
  annual: 'year',
}

export interface CheckoutChoice {
  planKey: string | null
  period: Period
}

export function checkoutChoiceFrom(search: URLSearchParams): CheckoutChoice {
  // An empty `plan=` names no plan.
  const plan = search.get('plan')?.trim().toLowerCase() ?? ''
  const period = periodWords[search.get('period')?.trim().toLowerCase() ?? ''] ?? 'month'
  return { planKey: plan.length > 0 ? plan : null, period }
}

/** The address of the checkout of a plan and period, in the pricing page's words. */
export function checkoutPath(base: string, planKey: string, period: Period): string {
  const words = period === 'year' ? 'yearly' : 'monthly'
  return `${base}?${new URLSearchParams({ plan: planKey, period: words }).toString()}`
}
