/**
 * The languages write and translate offer, as BCP 47 tags. Their names are never written by hand:
 * `Intl.DisplayNames` gives them in the interface language (and in English for the request, whose
 * `language` is a name such as "English (United States)", docs/product.md#translate).
 */
export const toolLanguages = [
  'af',
  'am',
  'ar',
  'az',
  'be',
  'bg',
  'bn',
  'bs',
  'ca',
  'ceb',
  'cs',
  'cy',
  'da',
  'de',
  'el',
  'en-US',
  'en-GB',
  'eo',
  'es',
  'es-MX',
  'et',
  'eu',
  'fa',
  'fi',
  'fil',
  'fr',
  'fr-CA',
  'fy',
  'ga',
  'gd',
  'gl',
  'gu',
  'ha',
  'haw',
  'he',
  'hi',
  'hmn',
  'hr',
  'ht',
  'hu',
  'hy',
  'id',
  'ig',
  'is',
  'it',
  'ja',
  'jv',
  'ka',
  'kk',
  'km',
  'kn',
  'ko',
  'ku',
  'ky',
  'la',
  'lb',
  'lo',
  'lt',
  'lv',
  'mg',
  'mi',
  'mk',
  'ml',
  'mn',
  'mr',
  'ms',
  'mt',
  'my',
  'ne',
  'nl',
  'no',
  'ny',
  'or',
  'pa',
  'pl',
  'ps',
  'pt-BR',
  'pt-PT',
  'ro',
  'ru',
  'rw',
  'sd',
  'si',
  'sk',
  'sl',
  'sm',
  'sn',
  'so',
  'sq',
  'sr',
  'st',
  'su',
  'sv',
  'sw',
  'ta',
  'te',
  'tg',
  'th',
  'tk',
  'tr',
  'tt',
  'ug',
  'uk',
  'ur',
  'uz',
  'vi',
  'xh',
  'yi',
  'yo',
  'zh-Hans',
  'zh-Hant',
  'zu',
] as const

/** The output language when none is chosen: English (United States) (docs/product.md#translate). */
export const DEFAULT_LANGUAGE_TAG = 'en-US'

/** How many recently used languages are kept and listed first. */
export const RECENT_LANGUAGES_MAX = 5

const namers = new Map<string, Intl.DisplayNames>()

/** The language's name in `locale` ("French" in English, "الفرنسية" in Arabic). */
export function languageName(tag: string, locale: string): string {
  let namer = namers.get(locale)
  if (!namer) {
    namer = new Intl.DisplayNames([locale, 'en'], { type: 'language', languageDisplay: 'standard' })
    namers.set(locale, namer)
  }
  return namer.of(tag) ?? tag
}

/** The name a request carries (`action.language`): English, e.g. "English (United States)". */
export const requestLanguage = (tag: string) => languageName(tag, 'en')

/** The tag a request's language name stands for; null when it is none of ours. */
export function tagOfRequestLanguage(name: string): string | null {
  return toolLanguages.find((tag) => requestLanguage(tag) === name) ?? null
}

/**
 * A detector's answer (a bare ISO 639-1 code such as "en" or "pt") as one of our tags: the
 * tag itself, or its first regional form ("en" → "en-US", "zh" → "zh-Hans").
 */
export function toolLanguageOf(code: string): string | null {
  const lower = code.toLowerCase()
  return (
    toolLanguages.find((tag) => tag.toLowerCase() === lower) ??
    toolLanguages.find((tag) => tag.toLowerCase().startsWith(`${lower}-`)) ??
    null
  )
}

export interface LanguageOption {
  tag: string
  name: string
  recent: boolean
}

/**
 * The languages to show in a picker: the recent ones first (most recent first), then the
 * others by name in the interface language; filtered by `search` (name or tag, any case,
 * accents ignored).
 */
export function languageOptions(
  locale: string,
  recent: readonly string[],
  search = '',
): LanguageOption[] {
  const collator = new Intl.Collator(locale)
  const known = new Set<string>(toolLanguages)
  const recentTags = recent.filter((tag) => known.has(tag))
  const others = toolLanguages
    .filter((tag) => !recentTags.includes(tag))
    .map((tag) => ({ tag, name: languageName(tag, locale), recent: false }))
    .sort((a, b) => collator.compare(a.name, b.name))
  const all = [
    ...recentTags.map((tag) => ({ tag, name: languageName(tag, locale), recent: true })),
    ...others,
  ]
  const query = fold(search.trim())
  if (!query) return all
  return all.filter(
    (option) =>
      fold(option.name).includes(query) ||
      fold(requestLanguage(option.tag)).includes(query) ||
      option.tag.toLowerCase().startsWith(query),
  )
}

/** The recent list after using `tag`: it moves to the front; at most RECENT_LANGUAGES_MAX. */
export function rememberLanguage(recent: readonly string[], tag: string): string[] {
  return [tag, ...recent.filter((t) => t !== tag)].slice(0, RECENT_LANGUAGES_MAX)
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
