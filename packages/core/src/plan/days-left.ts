const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The whole days left in a plan at `now`, a part day counting as one: a 30-day trial started a
 * moment ago has 30, its last hours are 1 day, and an ended plan (or an unknown end) has 0.
 * Every screen that counts a plan's days (the sidebar's banner, the Plan page) counts them
 * here, so they never disagree.
 */
export function daysLeft(validTo: string | null | undefined, now: number): number {
  const end = validTo ? Date.parse(validTo) : Number.NaN
  if (!(end > now)) return 0
  return Math.ceil((end - now) / DAY_MS)
}
