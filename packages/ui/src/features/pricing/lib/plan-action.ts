import type { Plan } from '@amply/api/entities/billing'
import type { CurrentPlan } from '@amply/api/entities/user'

/**
 * What a plan card offers: a guest may start the trial or choose a paid plan; a signed-in user
 * sees the plan in force as current (the trial cannot start again; a paid plan is managed), a
 * trial user may upgrade, a paid user switch, a user whose plan ended choose again. `null`:
 * nothing to offer (the trial, to an account past it).
 */
export type PlanAction = 'startTrial' | 'choose' | 'current' | 'manage' | 'upgrade' | 'switch'

/** `current`: the plan in force (`planInForce`), or null; `signedIn` false for a guest. */
export function planAction(
  plan: Pick<Plan, 'name' | 'type'>,
  signedIn: boolean,
  current: Pick<CurrentPlan, 'plan_name' | 'type'> | null,
): PlanAction | null {
  if (!signedIn) return plan.type === 'trial' ? 'startTrial' : 'choose'
  const inForce = current?.plan_name === plan.name && current.type === plan.type
  if (plan.type === 'trial') return inForce ? 'current' : null
  if (inForce) return 'manage'
  if (!current) return 'choose'
  return current.type === 'paid' ? 'switch' : 'upgrade'
}
