import type { RouteHandlers } from '../../lib/route-table'
import type { PlanService } from './plan.service'

/** The public plan list and the admin calls (admin-only by the route table: non-admins get 403). */
export function planHandlers(plans: PlanService): RouteHandlers {
  return {
    listPlans: () => plans.list({ activeOnly: true }),
    adminListPlans: () => plans.list({ activeOnly: false }),
    createPlan: (input) => plans.create(input.body),
    updatePlan: (input) => plans.update(input.body),
    setPlanCredit: (input) => plans.setCredit(input.body),
  }
}
