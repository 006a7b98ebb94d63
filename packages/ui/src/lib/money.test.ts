import { describe, expect, it } from 'vitest'
import { formatMoney, minorToDecimal } from './money'

describe('minorToDecimal', () => {
  it('places the decimal point by the currency’s digits, exactly', () => {
    expect(minorToDecimal(1999, 2)).toBe('19.99')
    expect(minorToDecimal(5, 2)).toBe('0.05')
    expect(minorToDecimal(-5, 2)).toBe('-0.05')
    expect(minorToDecimal(500, 0)).toBe('500')
    expect(minorToDecimal(1234, 3)).toBe('1.234')
  })

  it('refuses what is not an integer of minor units', () => {
    expect(() => minorToDecimal(19.99, 2)).toThrow(RangeError)
  })
})

describe('formatMoney', () => {
  it('formats minor units in the visitor’s locale and the price’s currency', () => {
    expect(formatMoney(800, 'USD', 'en')).toBe('$8.00')
    expect(formatMoney(15000, 'USD', 'en')).toBe('$150.00')
    expect(formatMoney(1999, 'EUR', 'fr')).toBe('19,99\u00a0€')
    // The yen has no minor unit: 500 is ¥500.
    expect(formatMoney(500, 'JPY', 'en')).toBe('¥500')
  })

  it('drops a whole amount’s zero fraction where asked (prices), by the currency’s own digits', () => {
    const price = { dropZeroFraction: true }
    expect(formatMoney(1500, 'USD', 'en', price)).toBe('$15')
    expect(formatMoney(799, 'USD', 'en', price)).toBe('$7.99')
    expect(formatMoney(1500, 'USD', 'fr', price).replace(/\s/g, ' ')).toBe('15 $US')
    // No minor unit: 1500 JPY is ¥1,500, not ¥15.
    expect(formatMoney(1500, 'JPY', 'en', price)).toBe('¥1,500')
    // Three digits: 15000 KWD fils is 15 dinars; 15250 is 15.250.
    expect(formatMoney(15000, 'KWD', 'en', price).replace(/\s/g, ' ')).toBe('KWD 15')
    expect(formatMoney(15250, 'KWD', 'en', price).replace(/\s/g, ' ')).toBe('KWD 15.250')
  })

  it('keeps amounts a float would round wrongly', () => {
    expect(formatMoney(900_719_925_474_099, 'USD', 'en')).toBe('$9,007,199,254,740.99')
  })
})
