import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { presetPrompts } from './presets'

// The interface shows these presets in its own language, by id (packages/ui,
// lib/i18n/prompt-in-language.ts): a preset added here needs its texts there.
const locales = new URL('../../../../../packages/ui/src/i18n/locales/', import.meta.url)
const languages = readdirSync(locales)

function presetTexts(language: string, namespace: 'chat' | 'tools') {
  const file = new URL(`${language}/${namespace}.json`, locales)
  const texts = JSON.parse(readFileSync(file, 'utf8')) as {
    presets?: Record<string, { title: string; prompt: string }>
  }
  return texts.presets ?? {}
}

describe('preset prompts', () => {
  it('have unique ids', () => {
    const ids = presetPrompts.map((preset) => preset.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it.each(languages)('have their title and prompt in the interface’s %s texts', (language) => {
    expect(languages).toContain('ar')
    for (const preset of presetPrompts) {
      const texts = presetTexts(language, preset.tool === 'chat' ? 'chat' : 'tools')[preset.id]
      expect(texts, `${preset.id} in ${language}`).toBeDefined()
      if (language === 'en') expect(texts).toEqual({ title: preset.title, prompt: preset.prompt })
      else expect(texts?.title).not.toBe(preset.title)
    }
  })
})
