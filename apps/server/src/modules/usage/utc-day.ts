/** The UTC day (YYYY-MM-DD) of a moment: allowances reset at 00:00 UTC. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10)

/** The UTC month (YYYY-MM) of a moment: monthly allowances are per calendar month. */
export const utcMonth = (at: Date) => at.toISOString().slice(0, 7)

/** The first and last day of a moment's UTC month. */
export function monthBounds(at: Date): { first: string; last: string } {
  const first = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1))
  const last = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0))
  return { first: utcDay(first), last: utcDay(last) }
}
