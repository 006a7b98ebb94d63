import { describe, expect, it } from 'vitest'
import { likelyPhoneCountry, phoneCountryOptions } from './countries'
import { isPhoneNumberOf, splitPhoneNumber, storedPhoneNumber } from './phone-number'

describe('phone numbers', () => {
  it('stores a national number as E.164 and splits it back for the form', () => {
    expect(isPhoneNumberOf('07911 123456', 'GB')).toBe(true)
    const stored = storedPhoneNumber('07911 123456', 'GB')
    expect(stored).toBe('+447911123456')
    expect(splitPhoneNumber(stored, 'GB')).toEqual({ country: 'GB', national: '07911 123456' })
    expect(splitPhoneNumber('+442079460958', 'US')).toEqual({
      country: 'GB',
      national: '020 7946 0958',
    })
  })

  it('refuses a number that is not one of the chosen country and allows an empty field', () => {
    expect(isPhoneNumberOf('12', 'FR')).toBe(false)
    expect(isPhoneNumberOf('  ', 'FR')).toBe(true)
    expect(storedPhoneNumber('', 'FR')).toBeNull()
  })

  it('keeps an unparsable stored value as typed, with the fallback country', () => {
    expect(splitPhoneNumber('call me', 'AE')).toEqual({ country: 'AE', national: 'call me' })
    expect(splitPhoneNumber(null, 'AE')).toEqual({ country: 'AE', national: '' })
  })
})

describe('phone countries', () => {
  it('names every country in the interface language with its prefix, sorted', () => {
    const french = phoneCountryOptions('fr')
    const germany = french.find((country) => country.code === 'DE')
    expect(germany).toEqual({ code: 'DE', label: 'Allemagne', phone: '49' })
    expect(french.length).toBeGreaterThan(200)
    const labels = french.map((country) => country.label)
    expect(labels).toEqual([...labels].sort(new Intl.Collator('fr').compare))
    expect(phoneCountryOptions('ar').find((country) => country.code === 'EG')?.label).toBe('مصر')
  })

  it("guesses a new number's country from the browser's languages", () => {
    expect(likelyPhoneCountry(['fr-CA', 'en'])).toBe('CA')
    expect(likelyPhoneCountry(['ar'])).toBe('EG')
    expect(likelyPhoneCountry(['not a tag'])).toBe('US')
  })
})
