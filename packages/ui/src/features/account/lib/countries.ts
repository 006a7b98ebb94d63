import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min'
import type { CountryCode } from 'libphonenumber-js/min'
import type { Country } from '@amply/api/entities/country'

/**
 * Every country with a dialling prefix, named in the interface language: codes and prefixes
 * from libphonenumber-js's metadata (kept up to date upstream), names from the browser's
 * `Intl.DisplayNames`, sorted as that language sorts. No hand-written list.
 */
export function countryOptions(language: string): Country[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' })
  const collator = new Intl.Collator(language)
  return getCountries()
    .map((code) => ({
      code,
      label: names.of(code) ?? code,
      phone: getCountryCallingCode(code),
    }))
    .sort((a, b) => collator.compare(a.label, b.label))
}

/** Whether a two-letter code is a country libphonenumber-js knows. */
export function isCountryCode(code: string | undefined): code is CountryCode {
  return getCountries().some((known) => known === code)
}

/**
 * The country a new phone number most likely belongs to: the region of the browser's
 * language ("fr-CA" → CA), else the United States.
 */
export function likelyCountry(languages: readonly string[]): CountryCode {
  for (const language of languages) {
    try {
      const region = new Intl.Locale(language).maximize().region
      if (isCountryCode(region)) return region
    } catch {
      // Not a language tag: try the next one.
    }
  }
  return 'US'
}
