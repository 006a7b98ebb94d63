import { describe, expect, it } from 'vitest'
import { checkoutChoiceFrom, checkoutPath } from './checkout-search'

describe('the checkout link of the pricing page', () => {
  it('reads the plan key and the period in words', () => {
    expect(checkoutChoiceFrom(new URLSearchParams('plan=Pro&period=yearly'))).toEqual({
      planKey: 'pro',
      period: 'year',
    })
    expect(checkoutChoiceFrom(new URLSearchParams('plan=starter&period=monthly'))).toEqual({
      planKey: 'starter',
      period: 'month',
    })
  })

  it('falls back to no plan and the month', () => {
    expect(checkoutChoiceFrom(new URLSearchParams('period=weekly'))).toEqual({
      planKey: null,
      period: 'month',
    })
  })

  it('writes the same words back', () => {
    expect(checkoutPath('/client/payment', 'pro', 'year')).toBe(
      '/client/payment?plan=pro&period=yearly',
    )
  })
})
