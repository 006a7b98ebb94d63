import type { Plan } from '@amply/api/entities/billing'
import { describe, expect, it } from 'vitest'
import { paymentHref, plansFor } from './plan-price'

const plan = (overrides: Partial<Plan>): Plan => ({
  id: 'p1',
  key: 'pro',
  name: 'Pro',
  type: 'paid',
  description: '',
  prices: [
    { period: 'month', amount: 1500, currency: 'USD' },
    { period: 'year', amount: 15000, currency: 'USD' },
  ],
  features: [],
  credits: [],
  is_active: true,
  ...overrides,
})

describe('plan prices', () => {
  it('sends a paid plan to the payment page with its key and period', () => {
    expect(paymentHref(plan({}), 'month')).toBe('/client/payment?plan=pro&period=monthly')
    expect(paymentHref(plan({ key: 'starter' }), 'year')).toBe(
      '/client/payment?plan=starter&period=yearly',
    )
  })

  it('lists the trial and the active plans priced for the period', () => {
    const trial = plan({ key: 'trial', type: 'trial', prices: [] })
    const monthlyOnly = plan({
      key: 'monthly',
      prices: [{ period: 'month', amount: 500, currency: 'USD' }],
    })
    const retired = plan({ key: 'old', is_active: false })
    const keys = (period: 'month' | 'year') =>
      plansFor([trial, monthlyOnly, retired, plan({})], period).map((p) => p.key)
    expect(keys('month')).toEqual(['trial', 'monthly', 'pro'])
    expect(keys('year')).toEqual(['trial', 'pro'])
  })
})
