/**
 * Intl formatters, made once per locale and options. Making one loads the locale's data (about
 * a millisecond each on a phone): a list or a page of cards that made its own per row or per
 * render spent most of its render there.
 */
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>()
const regionNamesByLocale = new Map<string, Intl.DisplayNames>()
const collators = new Map<string, Intl.Collator>()

function cached<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let format = cache.get(key)
  if (!format) {
    format = make()
    cache.set(key, format)
  }
  return format
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  return cached(
    numberFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  )
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}) {
  return cached(
    dateTimeFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  )
}

export function relativeTimeFormat(locale: string, options: Intl.RelativeTimeFormatOptions = {}) {
  return cached(
    relativeTimeFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.RelativeTimeFormat(locale, options),
  )
}

/** Countries' names in `locale` (a code without a name reads as the code). */
export function regionNames(locale: string) {
  return cached(
    regionNamesByLocale,
    locale,
    () => new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }),
  )
}

export function collator(locale: string) {
  return cached(collators, locale, () => new Intl.Collator(locale))
}
