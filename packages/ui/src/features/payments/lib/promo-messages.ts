import type { PromoCodeCheck, PromoRefusal } from '@amply/api/entities/billing'
import type { TFunction } from 'i18next'

/**
 * Each refusal code of `client/validate/promocode` (docs/contract.md, "Payments") and its text
 * in the `payment` namespace. Matched on the server's stable code, never on its English words;
 * the type makes a new code a compile error until it has a text.
 */
const refusalKeys = {
  unknown: 'promo.refused.unknown',
  expired: 'promo.refused.expired',
  not_for_plan: 'promo.refused.notForPlan',
  not_for_currency: 'promo.refused.notForCurrency',
  already_used: 'promo.refused.alreadyUsed',
  exhausted: 'promo.refused.exhausted',
} as const satisfies Record<PromoRefusal, string>

/**
 * A promo code's refusal in the visitor's language. An answer without a code (none known to
 * this client) shows the server's own words.
 */
export function promoRefusalText(
  t: TFunction<'payment'>,
  check: Pick<PromoCodeCheck, 'refusal' | 'message'>,
): string {
  return check.refusal ? t(refusalKeys[check.refusal]) : check.message
}
