import { describe, expect, it } from 'vitest'
import { plansOnSale, priceFor, yearlySavingPercent } from './plan-prices'

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

  it('tells what a year saves against twelve months', () => {
    // $80 a year against 12 × $8 = $96: 16 % (rounded down).
    expect(yearlySavingPercent({ prices: [price('month', 800), price('year', 8000)] })).toBe(16)
    expect(yearlySavingPercent({ prices: [price('month', 800), price('year', 9600)] })).toBe(0)
    expect(yearlySavingPercent({ prices: [price('month', 800), price('year', 80, 'EUR')] })).toBe(0)
    expect(yearlySavingPercent({ prices: [price('year', 8000)] })).toBe(0)
  })

  it('keeps the paid plans that have a price', () => {
    const base = { description: '', features: [], credits: [], is_active: true }
    const plans = [
      { ...base, id: '1', key: 'trial', name: 'Free Trial', type: 'trial' as const, prices: [] },
      {
        ...base,
        id: '2',
        key: 'pro',
        name: 'Pro',
        type: 'paid' as const,
        prices: [price('month', 1500)],
      },
      { ...base, id: '3', key: 'off', name: 'Off', type: 'paid' as const, prices: [] },
    ]
    expect(plansOnSale(plans).map((plan) => plan.key)).toEqual(['pro'])
  })
})
