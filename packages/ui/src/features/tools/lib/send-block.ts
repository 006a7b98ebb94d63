/** Why a tool's send button is disabled (it says so next to the button); null when it is not. */
export type SendBlock = 'modelsLoading' | 'noModel' | 'opening' | 'empty' | null

/**
 * The send guard of a tool (docs/product.md#write and #translate) with what the page needs first:
 * the models, a model, the conversation being opened. `request` is the core request builder's
 * answer (null: nothing may be sent).
 */
export function sendBlock(input: {
  modelsLoading: boolean
  hasModel: boolean
  opening: boolean
  request: unknown
}): SendBlock {
  if (input.opening) return 'opening'
  if (input.modelsLoading) return 'modelsLoading'
  if (!input.hasModel) return 'noModel'
  return input.request === null ? 'empty' : null
}
