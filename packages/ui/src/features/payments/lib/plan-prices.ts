import type { Plan } from '@amply/api/entities/billing'

/** Plans a client can buy: paid and with at least one price. */
export function plansOnSale(plans: readonly Plan[]): Plan[] {
  return plans.filter((plan) => plan.type === 'paid' && plan.prices.length > 0)
}
