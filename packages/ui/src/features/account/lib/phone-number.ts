import {
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min'
import type { CountryCode } from 'libphonenumber-js/min'

/**
 * A stored contact number split for the form: its country and the number as dialled there.
 * Countries that share a prefix (GB and GG, US and CA) prefer `fallbackCountry` when the
 * number is valid there too.
 */
export function splitPhoneNumber(
  stored: string | null,
  fallbackCountry: CountryCode,
): { country: CountryCode; national: string } {
  const parsed = stored ? parsePhoneNumberFromString(stored) : undefined
  if (parsed?.country) {
    const sharesPrefix = parsed.countryCallingCode === getCountryCallingCode(fallbackCountry)
    const country =
      sharesPrefix && isValidPhoneNumber(parsed.nationalNumber, fallbackCountry)
        ? fallbackCountry
        : parsed.country
    return { country, national: parsed.formatNational() }
  }
  return { country: fallbackCountry, national: stored ?? '' }
}

/** Whether what was typed is a real number of that country (an empty field is fine). */
export function isPhoneNumberOf(national: string, country: CountryCode): boolean {
  return national.trim() === '' || isValidPhoneNumber(national, country)
}

/**
 * The number as stored: international E.164 ("+447911123456"), or null for an empty field.
 * Call it with a number `isPhoneNumberOf` accepted.
 */
export function storedPhoneNumber(national: string, country: CountryCode): string | null {
  if (national.trim() === '') return null
  return parsePhoneNumberFromString(national, country)?.number ?? null
}
