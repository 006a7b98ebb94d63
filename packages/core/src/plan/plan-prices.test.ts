import { describe, expect, it } from 'vitest'
import { priceFor } from '@amply/api/entities/billing'
import { yearlySavingPercent } from './plan-prices'

const price = (period: 'month' | 'year', amount: number, currency = 'USD') => ({
  period,
  amount,
  currency,
})

describe('plan prices', () => {
  it('finds the price of a period', () => {
    const plan = { prices: [price('month', 800), price('year', 8000)] }
    expect(priceFor(plan, 'year')?.amount).toBe(8000)
    expect(priceFor({ prices: [price('month', 800)] }, 'year')).toBeUndefined()
  })

  it('says what a year saves against twelve months, rounded down', () => {
    // $150 a year against 12 × $15 = $180: 16.67 %, shown as 16 on pricing and checkout alike
    // (the pricing page once rounded it to 17).
    expect(yearlySavingPercent({ prices: [price('month', 1500), price('year', 15000)] })).toBe(16)
    // $80 a year against 12 × $8 = $96: 16.67 % too.
    expect(yearlySavingPercent({ prices: [price('month', 800), price('year', 8000)] })).toBe(16)
    expect(yearlySavingPercent({ prices: [price('month', 1000), price('year', 9000)] })).toBe(25)
  })

  it('says nothing when a year saves nothing or cannot be compared', () => {
    expect(yearlySavingPercent({ prices: [price('month', 800), price('year', 9600)] })).toBe(0)
    expect(yearlySavingPercent({ prices: [price('month', 800), price('year', 9700)] })).toBe(0)
    expect(yearlySavingPercent({ prices: [price('month', 800), price('year', 80, 'EUR')] })).toBe(0)
    expect(yearlySavingPercent({ prices: [price('month', 0), price('year', 0)] })).toBe(0)
    expect(yearlySavingPercent({ prices: [price('year', 8000)] })).toBe(0)
  })
})
