import { describe, expect, it } from 'vitest'
import { promoRefusalOf } from './promo-messages'

describe('the server’s promo code refusals', () => {
  it('are recognised, so they can be shown in the visitor’s language', () => {
    expect(promoRefusalOf('This promo code does not exist.')).toBe('unknown')
    expect(promoRefusalOf('This promo code has expired.')).toBe('expired')
    expect(promoRefusalOf('You have already used this promo code.')).toBe('alreadyUsed')
    expect(promoRefusalOf('This promo code has been used as many times as it can be.')).toBe(
      'exhausted',
    )
    expect(promoRefusalOf('This promo code does not apply to the Pro plan.')).toBe('notForPlan')
  })

  it('leave any other message as the server wrote it', () => {
    expect(promoRefusalOf('Something else went wrong.')).toBeNull()
  })
})
