import { describe, expect, it } from 'vitest'
import { formatMoney } from './money'

describe('formatMoney', () => {
  it('writes minor units in the currency, without decimals for whole amounts', () => {
    expect(formatMoney(1500, 'USD', 'en')).toBe('$15')
    expect(formatMoney(799, 'USD', 'en')).toBe('$7.99')
    expect(formatMoney(15000, 'EUR', 'en')).toBe('€150')
  })

  it("follows the visitor's language", () => {
    expect(formatMoney(1500, 'USD', 'fr').replace(/\s/g, ' ')).toBe('15 $US')
  })
})
