/**
 * The words of a tool's request: the preset message (a ready-made prompt) and what the user typed,
 * in that order; null when both are empty, and nothing is sent (docs/product.md#write and
 * #translate).
 */
export function composeText(presetMessage: string, input: string): string | null {
  const parts = [presetMessage.trim(), input.trim()].filter(Boolean)
  return parts.length > 0 ? parts.join('\n\n') : null
}
