import type { Prompt } from '@amply/api/entities/prompt'
import type { TFunction } from 'i18next'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/** The namespaces that hold preset texts by id: chat's starters, write's and translate's. */
type PresetNamespace = 'chat' | 'tools'

/**
 * A preset (`client/prompts`) in the interface's language. The server writes its presets in
 * English; the texts are looked up by the preset's id, and a preset the interface does not
 * know yet keeps the server's words. Its prompt is translated too: it is what gets sent.
 */
export function promptInLanguage(t: TFunction<PresetNamespace>, preset: Prompt): Prompt {
  const text = (part: 'title' | 'prompt') =>
    t(`presets.${preset.id}.${part}` as never, { defaultValue: preset[part] }) as string
  return { ...preset, title: text('title'), prompt: text('prompt') }
}

/** `promptInLanguage` bound to the current language (and re-made when it changes). */
export function usePromptInLanguage(namespace: PresetNamespace) {
  const { t } = useTranslation(namespace)
  return useCallback((preset: Prompt) => promptInLanguage(t, preset), [t])
}
