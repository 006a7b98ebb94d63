import type { RouteHandlers } from '../../lib/route-table'
import type { CreditPackService } from './credit-pack.service'
import type { PlanService } from './plan.service'

/** The public catalogue and the admin calls (admin-only by the route table: non-admins get 403). */
export function planHandlers(plans: PlanService, packs: CreditPackService): RouteHandlers {
  return {
    listPlans: () => plans.list({ activeOnly: true }),
    adminListPlans: () => plans.list({ activeOnly: false }),
    createPlan: (input) => plans.create(input.body),
    updatePlan: (input) => plans.update(input.body),
    setPlanCredit: (input) => plans.setCredit(input.body),
    listCreditPacks: () => packs.list({ activeOnly: true }),
    adminListCreditPacks: () => packs.list({ activeOnly: false }),
    createCreditPack: (input) => packs.create(input.body),
    updateCreditPack: (input) => packs.update(input.body),
  }
}
