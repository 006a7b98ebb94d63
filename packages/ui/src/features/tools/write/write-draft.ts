import type { Prompt } from '@amply/api/entities/prompt'
import { DEFAULT_LANGUAGE_TAG, requestLanguage } from '@amply/core/tools/languages'
import { buildWriteRequest, writeOptionValue } from '@amply/core/tools/write-request'
import type { WriteOption } from '@amply/core/tools/write-request'
import type { WriteState } from '@amply/api/entities/write'

/** Everything the write form holds; the output language as a tag (named in English to send). */
export interface WriteDraft {
  method: WriteState['method']
  format: string
  tone: string
  length: string
  languageTag: string
  option: WriteOption | null
  composeInput: string
  /** A preset message picked from the ideas (sent before the input). */
  preset: Pick<Prompt, 'id' | 'title' | 'prompt'> | null
  replyPrompt: string
  original: string
}

export const emptyDraft: WriteDraft = {
  method: 'Compose',
  format: 'auto',
  tone: 'auto',
  length: 'auto',
  languageTag: DEFAULT_LANGUAGE_TAG,
  option: null,
  composeInput: '',
  preset: null,
  replyPrompt: '',
  original: '',
}

/** The draft's request (core's write request and its send guards), or null: nothing to send. */
export function draftRequest(draft: WriteDraft) {
  return buildWriteRequest(
    {
      method: draft.method,
      format: draft.format,
      tone: draft.tone,
      length: draft.length,
      language: requestLanguage(draft.languageTag),
    },
    {
      composeInput: draft.composeInput,
      presetMessage: draft.preset?.prompt ?? '',
      ...(draft.option ? { option: draft.option } : {}),
      replyPrompt: draft.replyPrompt,
      original: draft.original,
    },
  )
}

/** The draft's settings as an action, for a request without new words (continue). */
export function draftSettings(draft: WriteDraft) {
  return {
    type: 'write' as const,
    format: writeOptionValue(draft.format),
    tone: draft.tone,
    length: draft.length,
    language: requestLanguage(draft.languageTag),
  }
}
