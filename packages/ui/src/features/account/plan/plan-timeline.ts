import type { Subscription } from '@amply/api/entities/billing'
import { daysLeft } from '@amply/core/plan/days-left'

/** What happens when the period ends: the key of the sentence the plan tab shows. */
export type PlanExpiry = 'trialEnds' | 'renews' | 'cancels' | 'changes' | 'lapses' | 'ended'

export type PlanTimeline =
  | { kind: 'running'; daysLeft: number; expiry: Exclude<PlanExpiry, 'ended'> }
  | { kind: 'ended'; daysLeft: 0; expiry: 'ended' }

/**
 * Where the subscription stands at `now`: whole days left (`daysLeft`, as the sidebar counts), and what
 * its end brings: a trial ends; a card renews it; a cancel ends it; a scheduled change starts;
 * otherwise it lapses until renewed.
 */
export function planTimeline(subscription: Subscription, now: number): PlanTimeline {
  const days = daysLeft(subscription.valid_to, now)
  if (subscription.status === 'expired' || days === 0) {
    return { kind: 'ended', daysLeft: 0, expiry: 'ended' }
  }
  const expiry: Exclude<PlanExpiry, 'ended'> =
    subscription.plan?.type === 'trial'
      ? 'trialEnds'
      : subscription.scheduled_change
        ? 'changes'
        : subscription.cancel_at_period_end
          ? 'cancels'
          : subscription.renews_automatically
            ? 'renews'
            : 'lapses'
  return { kind: 'running', daysLeft: days, expiry }
}
