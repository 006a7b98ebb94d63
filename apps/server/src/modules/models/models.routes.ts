import type { RouteHandlers } from '../../lib/route-table'
import type { AllowanceService } from '../usage/allowance.service'
import type { ModelCatalog } from './model-catalog'

/** client/models: the catalog's models of a type; none once the plan has ended (spec section 7). */
export function modelHandlers(catalog: ModelCatalog, allowance: AllowanceService): RouteHandlers {
  return {
    listModels: async (input, c) => {
      const plan = await allowance.planInForce(c.get('principal').userId)
      if (!plan) return []
      return catalog.ofType(input.body.ai_model_type).map((model) => catalog.toEntity(model))
    },
  }
}
