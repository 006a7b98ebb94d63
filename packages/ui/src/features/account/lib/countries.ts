import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min'
import type { CountryCode } from 'libphonenumber-js/min'
import type { Country } from '@amply/api/entities/country'
import { countryOptions, likelyCountry } from '../../../lib/countries/countries'

/**
 * The countries a phone number can belong to, named and sorted as every country list of the
 * product (lib/countries), each with its dialling prefix: the codes and prefixes are
 * libphonenumber-js's (kept up to date upstream), which also dials places ISO 3166-1 does not
 * list apart (Kosovo, Ascension).
 */
export function phoneCountryOptions(language: string): Country[] {
  return countryOptions(language, getCountries()).map((option) => ({
    ...option,
    phone: getCountryCallingCode(option.code as CountryCode),
  }))
}

/** Whether a two-letter code is a country libphonenumber-js knows. */
export function isPhoneCountry(code: string | undefined): code is CountryCode {
  return getCountries().some((known) => known === code)
}

/** The country a new phone number most likely belongs to (lib/countries' guess). */
export function likelyPhoneCountry(languages: readonly string[]): CountryCode {
  const country = likelyCountry(languages, getCountries())
  return isPhoneCountry(country) ? country : 'US'
}
