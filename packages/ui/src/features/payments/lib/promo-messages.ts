/**
 * The server's refusals of a promo code (docs/contract.md, "Payments"), as keys of the
 * `payment` namespace's `promo.refused` texts, so they read in the visitor's language. A message
 * not listed is shown as the server wrote it.
 */
const refusals = [
  [/does not exist/i, 'unknown'],
  [/has expired/i, 'expired'],
  [/already used/i, 'alreadyUsed'],
  [/as many times as it can/i, 'exhausted'],
  [/does not apply to/i, 'notForPlan'],
] as const

export type PromoRefusal = (typeof refusals)[number][1]

export function promoRefusalOf(message: string): PromoRefusal | null {
  return refusals.find(([pattern]) => pattern.test(message))?.[1] ?? null
}
