import type { AiModel, ModelType } from '@amply/api/entities/model'

/** Pages whose model picker lists text models; art lists image models. */
const textPages = new Set(['chat', 'write', 'translate'])

/**
 * docs/product.md#models: the model type follows the page: chat, write and translate select text
 * models, art selects image models, other pages show all ('').
 */
export function modelTypeForPage(page: string): ModelType | '' {
  if (textPages.has(page)) return 'text'
  return page === 'art' ? 'image' : ''
}

/** A model's display name: the part of `model_name` before the first tilde. */
export function modelDisplayName(model: Pick<AiModel, 'model_name'>): string {
  return model.model_name.split('~')[0] ?? model.model_name
}

/**
 * Names the models of `models` as people read them (docs/product.md#models): an id no longer in
 * the list (a model taken out of the catalogue) reads as the id it was stored under.
 */
export function modelNamer(
  models: readonly Pick<AiModel, 'model_id' | 'model_name'>[],
): (modelId: string) => string {
  const names = new Map(models.map((model) => [model.model_id, modelDisplayName(model)]))
  return (modelId) => names.get(modelId) ?? modelId
}
