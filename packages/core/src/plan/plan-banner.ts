import { PLAN_BANNER_THRESHOLD_MINUTES } from '@amply/api/constants'
import type { CurrentPlan, User } from '@amply/api/entities/user'
import { daysLeft } from './days-left'

/** The banner's button, an i18n key of the UI: Subscribe Now, Renew Now, Upgrade Now. */
export type PlanBannerButton = 'subscribeNow' | 'renewNow' | 'upgradeNow'

/** What the plan banner shows (the UI turns it into words); null hides it. */
export type PlanBanner =
  | { kind: 'expired'; button: PlanBannerButton }
  | { kind: 'aboutToExpire'; button: PlanBannerButton }
  | { kind: 'daysLeft'; days: number }

const MINUTE_MS = 60_000

/**
 * The trial or subscription banner of the side navigation (docs/product.md#plan-banner), from the
 * current plan as `GET client/subscription` answers it (an ended plan too, so "expired" can show;
 * `User.currentPlan` is null by then) and the user's card-provider link. Hidden without a plan
 * name, for a card-provider customer with time left, and for a paid plan once the remaining minutes
 * reach the threshold (a day); otherwise by remaining minutes: expired (0 or less), about to expire
 * (under 1440), days left (trial, 1440 or more, counted by
 * `daysLeft`).
 */
export function planBanner(
  plan: CurrentPlan | null,
  user: Pick<User, 'gateway_client_id'>,
  now: number,
): PlanBanner | null {
  if (!plan?.plan_name) return null
  const minutesLeft = Math.floor((Date.parse(plan.valid_to) - now) / MINUTE_MS)
  const trial = plan.type === 'trial'
  if (user.gateway_client_id && minutesLeft > 0) return null
  if (!trial && minutesLeft >= PLAN_BANNER_THRESHOLD_MINUTES) return null

  if (minutesLeft <= 0) return { kind: 'expired', button: trial ? 'upgradeNow' : 'subscribeNow' }
  if (minutesLeft < PLAN_BANNER_THRESHOLD_MINUTES) {
    return { kind: 'aboutToExpire', button: trial ? 'upgradeNow' : 'renewNow' }
  }
  return { kind: 'daysLeft', days: daysLeft(plan.valid_to, now) }
}
