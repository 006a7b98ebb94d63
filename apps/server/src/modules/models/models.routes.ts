import type { RouteHandlers } from '../../lib/route-table'
import type { ModelCatalog } from './model-catalog'

/** The credit groups a user may ask in (the usage module's allowance answers it). */
type UsableGroups = (userId: string) => Promise<ReadonlySet<string>>

/**
 * catalog/models: every model of the catalogue, for the public AI features page, so an
 * operator's change to models.json shows there after a restart.
 *
 * client/models: the catalog's models of a type whose credit group the plan in force includes
 * (or the user holds advance credit for); none once the plan has ended (docs/product.md#models).
 */
export function modelHandlers(catalog: ModelCatalog, usableGroups: UsableGroups): RouteHandlers {
  return {
    catalogModels: () => catalog.all().map((model) => catalog.toPublicEntity(model)),
    listModels: async (input, c) => {
      const groups = await usableGroups(c.get('principal').userId)
      return catalog
        .ofType(input.body.ai_model_type)
        .filter((model) => groups.has(model.query_credit_group_name))
        .map((model) => catalog.toEntity(model))
    },
  }
}
