import type { RouteHandlers } from '../../lib/route-table'
import type { AllowanceService } from '../usage/allowance.service'
import type { ModelCatalog } from './model-catalog'

/**
 * catalog/models: every model of the catalogue, for the public AI features page, so an
 * operator's change to models.json shows there after a restart.
 *
 * client/models: the catalog's models of a type whose credit group the plan in force includes
 * (or the user holds advance credit for); none once the plan has ended (docs/product.md#models).
 */
export function modelHandlers(catalog: ModelCatalog, allowance: AllowanceService): RouteHandlers {
  return {
    catalogModels: () => catalog.all().map((model) => catalog.toPublicEntity(model)),
    listModels: async (input, c) => {
      const { userId } = c.get('principal')
      const { plan, credits } = await allowance.creditsInForce(userId)
      if (!plan) return []
      const groups = new Set([
        ...credits.map((credit) => credit.query_credit_group_name),
        ...(await allowance.advanceGroups(userId)).keys(),
      ])
      return catalog
        .ofType(input.body.ai_model_type)
        .filter((model) => groups.has(model.query_credit_group_name))
        .map((model) => catalog.toEntity(model))
    },
  }
}
