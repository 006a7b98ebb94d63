import type { Period } from '@amply/api/entities/billing'

const DAY_MS = 86_400_000

/** A billing period's length: a month is 30 days (as the trial), a year 365. */
export const PERIOD_MS: Record<Period, number> = { month: 30 * DAY_MS, year: 365 * DAY_MS }

export const addPeriod = (from: Date, period: Period) =>
  new Date(from.getTime() + PERIOD_MS[period])

/** Whether `a` is a longer commitment than `b`. */
export const periodRank: Record<Period, number> = { month: 0, year: 1 }

/**
 * The unused part of a paid term at `at`, in minor units (rounded down: the credit never
 * exceeds what was paid). Integer arithmetic in BigInt: exact whatever the amounts.
 */
export function unusedValue(
  term: { price: number; period: Period; validFrom: Date; validTo: Date },
  at: Date,
): number {
  const left = term.validTo.getTime() - Math.max(at.getTime(), term.validFrom.getTime())
  if (left <= 0 || term.price <= 0) return 0
  return Number((BigInt(term.price) * BigInt(left)) / BigInt(PERIOD_MS[term.period]))
}

/** `percent` of an amount, rounded half up. */
export const percentOf = (amount: number, percent: number) =>
  Math.floor((amount * percent + 50) / 100)

/** An amount for people: 1500 USD is "$15.00", 500 JPY "¥500" (the currency's own decimals). */
export function formatMoney(amount: number, currency: string, locale = 'en-US'): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency })
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(amount / 10 ** digits)
}
