import { defaultWriteState } from '@amply/api/entities/write'
import { composeText } from './compose-text'
import type { ToolRequest } from './write-request'

/** The output language when the user has not picked one (docs/product.md#translate). */
export const DEFAULT_TRANSLATE_LANGUAGE = defaultWriteState.language

export interface TranslateInput {
  input: string
  presetMessage?: string
  /** The language to translate into. */
  language?: string
  /** The language of the text, chosen or detected; unknown (left out) when absent. */
  sourceLanguage?: string | null
}

/**
 * The translate page's request, or null when the input and the preset message are both
 * empty (docs/product.md#translate: nothing is sent).
 */
export function buildTranslateRequest(input: TranslateInput): ToolRequest | null {
  const content = composeText(input.presetMessage ?? '', input.input)
  if (content === null) return null
  return {
    content,
    action: {
      type: 'translate',
      language: input.language ?? DEFAULT_TRANSLATE_LANGUAGE,
      ...(input.sourceLanguage ? { source_language: input.sourceLanguage } : {}),
    },
  }
}
