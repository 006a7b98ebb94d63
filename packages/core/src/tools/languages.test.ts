import { describe, expect, it } from 'vitest'
import {
  RECENT_LANGUAGES_MAX,
  languageName,
  languageOptions,
  rememberLanguage,
  requestLanguage,
  tagOfRequestLanguage,
  toolLanguageOf,
  toolLanguages,
} from './languages'

describe('tool languages', () => {
  it('offers more than 100 languages, each named by Intl in the interface language', () => {
    expect(toolLanguages.length).toBeGreaterThan(100)
    expect(new Set(toolLanguages).size).toBe(toolLanguages.length)
    expect(languageName('fr', 'en')).toBe('French')
    expect(languageName('fr', 'fr')).toBe('français')
    expect(languageName('fr', 'ar')).toBe('الفرنسية')
  })

  it('requests carry the English name: the default is English (United States)', () => {
    expect(requestLanguage('en-US')).toBe('English (United States)')
    expect(tagOfRequestLanguage('English (United States)')).toBe('en-US')
    expect(tagOfRequestLanguage('Klingon')).toBeNull()
  })

  it("maps a detector's bare code to one of the tags", () => {
    expect(toolLanguageOf('fr')).toBe('fr')
    expect(toolLanguageOf('en')).toBe('en-US')
    expect(toolLanguageOf('zh')).toBe('zh-Hans')
    expect(toolLanguageOf('xx')).toBeNull()
  })

  it('lists the recent languages first, then the rest by name', () => {
    const options = languageOptions('en', ['de', 'ar'])
    expect(options.slice(0, 2)).toEqual([
      { tag: 'de', name: 'German', recent: true },
      { tag: 'ar', name: 'Arabic', recent: true },
    ])
    const rest = options.slice(2).map((o) => o.name)
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')))
    expect(options).toHaveLength(toolLanguages.length)
  })

  it('searches by the shown name, accents ignored, by the English name and by tag', () => {
    expect(languageOptions('fr', [], 'francais').map((o) => o.tag)).toEqual(['fr', 'fr-CA'])
    expect(languageOptions('ar', [], 'German').map((o) => o.tag)).toEqual(['de'])
    expect(languageOptions('en', [], 'pt-').map((o) => o.tag)).toEqual(['pt-BR', 'pt-PT'])
  })

  it('remembers a used language at the front, without repeats, up to the maximum', () => {
    expect(rememberLanguage(['de', 'fr'], 'fr')).toEqual(['fr', 'de'])
    let recent: string[] = []
    for (const tag of toolLanguages.slice(0, 10)) recent = rememberLanguage(recent, tag)
    expect(recent).toHaveLength(RECENT_LANGUAGES_MAX)
    expect(recent[0]).toBe(toolLanguages[9])
  })
})
