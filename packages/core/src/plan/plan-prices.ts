import { priceFor } from '@amply/api/entities/billing'
import type { Plan } from '@amply/api/entities/billing'

/**
 * How much a year costs less than twelve months of the same plan, in whole percent, rounded
 * down so that no page promises more than is saved (0 when it does not save, or when either
 * price is missing or in another currency). The pricing page and checkout both show this one.
 */
export function yearlySavingPercent(plan: Pick<Plan, 'prices'>): number {
  const month = priceFor(plan, 'month')
  const year = priceFor(plan, 'year')
  if (month?.currency === undefined || month.currency !== year?.currency) return 0
  const twelve = month.amount * 12
  if (year.amount >= twelve) return 0
  // Integer arithmetic: 1 - 15000 / 18000 in floating point is 0.16666…, never a rounding surprise.
  return Math.floor(((twelve - year.amount) * 100) / twelve)
}
