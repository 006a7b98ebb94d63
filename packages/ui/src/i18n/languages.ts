/**
 * The interface languages. Adding one: copy `locales/en/` to `locales/<code>/`, translate the
 * values, and add a line here (docs/i18n.md).
 */
export const languages = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
] as const

export type Language = (typeof languages)[number]
export type LanguageCode = Language['code']

/** The language pages are prerendered in, and the fallback for missing texts. */
export const defaultLanguage: LanguageCode = 'en'

export function isLanguageCode(value: unknown): value is LanguageCode {
  return languages.some((language) => language.code === value)
}

export function languageDirection(code: LanguageCode): 'ltr' | 'rtl' {
  return languages.find((language) => language.code === code)?.dir ?? 'ltr'
}
