import { countryCodes } from '@amply/api/entities/country'
import { collator, regionNames } from '../format/intl-cache'

export interface CountryOption {
  code: string
  label: string
}

/**
 * Countries named in `locale` by the browser's `Intl.DisplayNames` and sorted as that
 * language sorts. `codes` defaults to every ISO 3166-1 country the server accepts on a
 * billing address (packages/api's `countryCodes`); no list is written by hand.
 */
export function countryOptions(
  locale: string,
  codes: readonly string[] = countryCodes,
): CountryOption[] {
  const names = regionNames(locale)
  const order = collator(locale)
  return codes
    .map((code) => ({ code, label: names.of(code) ?? code }))
    .sort((a, b) => order.compare(a.label, b.label))
}

/** One country's name in `locale`. */
export function countryName(code: string, locale: string): string {
  return regionNames(locale).of(code) ?? code
}

/**
 * The country a new address or number most likely belongs to: the region of the browser's
 * first language that names one of `codes` ("fr-CA" → CA, "ar" → EG), else the United States.
 */
export function likelyCountry(
  languages: readonly string[],
  codes: readonly string[] = countryCodes,
): string {
  for (const language of languages) {
    try {
      const region = new Intl.Locale(language).maximize().region
      if (region && codes.includes(region)) return region
    } catch {
      // Not a language tag: try the next one.
    }
  }
  return 'US'
}
