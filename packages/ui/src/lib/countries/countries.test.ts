import { addressInputSchema } from '@amply/api/entities/billing'
import { describe, expect, it } from 'vitest'
import { countryName, countryOptions, likelyCountry } from './countries'

const address = { name: 'Noor Haddad', line1: '1 Rue de Rivoli', city: 'Paris' }
const serverAccepts = (country: string) =>
  addressInputSchema.safeParse({ ...address, country }).success

describe('countries', () => {
  it('names every country in Arabic and French, sorted as each language sorts', () => {
    const arabic = countryOptions('ar')
    expect(arabic.find((country) => country.code === 'EG')?.label).toBe('مصر')
    expect(arabic.find((country) => country.code === 'FR')?.label).toBe('فرنسا')
    const french = countryOptions('fr')
    expect(french.find((country) => country.code === 'DE')?.label).toBe('Allemagne')
    expect(countryName('GB', 'fr')).toBe('Royaume-Uni')
    const labels = french.map((country) => country.label)
    expect(labels).toEqual([...labels].sort(new Intl.Collator('fr').compare))
    expect(countryOptions('en').find((country) => country.code === 'AE')?.label).toBe(
      'United Arab Emirates',
    )
  })

  it('offers exactly the countries the server accepts on a billing address', () => {
    const offered = countryOptions('en').map((country) => country.code)
    expect(offered.length).toBe(249)
    expect(offered.filter((code) => !serverAccepts(code))).toEqual([])
    // Codes the form never offers are refused by the server too.
    for (const code of ['XK', 'EU', 'ZZ', 'UK', 'Britain']) {
      expect(offered).not.toContain(code)
      expect(serverAccepts(code)).toBe(false)
    }
    expect(addressInputSchema.parse({ ...address, country: 'fr' }).country).toBe('FR')
  })

  it("guesses a new address's country from the browser's languages", () => {
    expect(likelyCountry(['fr-CA', 'en'])).toBe('CA')
    expect(likelyCountry(['ar'])).toBe('EG')
    expect(likelyCountry(['not a tag', 'en-GB'])).toBe('GB')
    expect(likelyCountry([])).toBe('US')
  })
})
