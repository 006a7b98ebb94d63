import type { Prompt } from '@amply/api/entities/prompt'
import type { TFunction } from 'i18next'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { serverText } from './server-text'

/** The namespaces that hold preset texts by id: chat's starters, write's and translate's. */
type PresetNamespace = 'chat' | 'tools'

/**
 * A preset (`client/prompts`) in the interface's language, looked up by its id (see
 * `serverText`). Its prompt is translated too: it is what gets sent.
 */
export function promptInLanguage(t: TFunction<PresetNamespace>, preset: Prompt): Prompt {
  const text = (part: 'title' | 'prompt') =>
    serverText(t, `presets.${preset.id}.${part}`, preset[part])
  return { ...preset, title: text('title'), prompt: text('prompt') }
}

/** `promptInLanguage` bound to the current language (and re-made when it changes). */
export function usePromptInLanguage(namespace: PresetNamespace) {
  const { t } = useTranslation(namespace)
  return useCallback((preset: Prompt) => promptInLanguage(t, preset), [t])
}
