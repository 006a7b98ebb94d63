import { toolLanguages } from '@amply/core/tools/languages'
import { writeOptions } from '@amply/core/tools/write-request'
import type { WriteOption } from '@amply/core/tools/write-request'

/**
 * Text another surface hands the write or translate page through the router's location state
 * (the side panel's context-menu actions): put in the page's input, ready to check and send.
 */
export interface ToolPrefill {
  /** Unique per request: the page acts on each one once. */
  id: string
  text: string
  /** Write: the kind of text to write from it (Improve for "Improve writing"). */
  writeOption?: WriteOption
  /** Translate: the language to translate into, one of the tool languages' tags. */
  targetLanguage?: string
}

export function toolPrefillOf(state: unknown): ToolPrefill | null {
  if (typeof state !== 'object' || state === null || !('toolPrefill' in state)) return null
  const prefill = state.toolPrefill
  if (typeof prefill !== 'object' || prefill === null) return null
  const { id, text, writeOption, targetLanguage } = prefill as Partial<Record<string, unknown>>
  if (typeof id !== 'string' || typeof text !== 'string') return null
  return {
    id,
    text,
    ...(writeOptions.some((option) => option === writeOption)
      ? { writeOption: writeOption as WriteOption }
      : {}),
    ...(toolLanguages.some((tag) => tag === targetLanguage)
      ? { targetLanguage: targetLanguage as string }
      : {}),
  }
}

/** The location state that carries `prefill` to the write or translate page. */
export const toolPrefillState = (prefill: ToolPrefill) => ({ toolPrefill: prefill })
