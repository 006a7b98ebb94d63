import type { CurrentPlan } from '@amply/api/entities/user'

/**
 * The plan while it is in force at `now`, else null. The auth state keeps the latest plan even
 * after it ended (so the banner can say "expired"); the account drawer's badge shows the plan's
 * name only while it runs, and "Expired" otherwise (docs/product.md#workspace).
 */
export function planInForce(plan: CurrentPlan | null, now: number): CurrentPlan | null {
  return plan && Date.parse(plan.valid_to) > now ? plan : null
}
