import type { Subscription } from '@amply/api/entities/billing'

const DAY_MS = 24 * 60 * 60 * 1000

/** What happens when the period ends: the key of the sentence the plan tab shows. */
export type PlanExpiry = 'trialEnds' | 'renews' | 'cancels' | 'changes' | 'lapses' | 'ended'

export type PlanTimeline =
  | { kind: 'running'; daysLeft: number; expiry: Exclude<PlanExpiry, 'ended'> }
  | { kind: 'ended'; daysLeft: 0; expiry: 'ended' }

/**
 * Where the subscription stands at `now`: whole days left (a part day counts as one), and what
 * its end brings: a trial ends; a card renews it; a cancel ends it; a scheduled change starts;
 * otherwise it lapses until renewed.
 */
export function planTimeline(subscription: Subscription, now: number): PlanTimeline {
  const end = subscription.valid_to ? Date.parse(subscription.valid_to) : Number.NaN
  if (subscription.status === 'expired' || !(end > now)) {
    return { kind: 'ended', daysLeft: 0, expiry: 'ended' }
  }
  const daysLeft = Math.ceil((end - now) / DAY_MS)
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
  return { kind: 'running', daysLeft, expiry }
}
