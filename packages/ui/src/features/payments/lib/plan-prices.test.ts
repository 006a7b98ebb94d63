import { describe, expect, it } from 'vitest'
import { plansOnSale } from './plan-prices'

const price = (period: 'month' | 'year', amount: number, currency = 'USD') => ({
  period,
  amount,
  currency,
})

describe('plan prices', () => {
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
