import { FAQ_ITEMS_SMALL_SCREEN } from '@amply/api/constants'
import { describe, expect, it } from 'vitest'
import faq from '../../i18n/locales/en/faq.json'
import { faqGroups, homeFaqKeys } from './faq-items'
import { asksForFaqContact, scrollToFaqContact } from './faq-navigation'

describe('the FAQ', () => {
  it('shows 8 questions on the home page, the five promises first', () => {
    expect(homeFaqKeys).toHaveLength(8)
    expect(homeFaqKeys.slice(0, FAQ_ITEMS_SMALL_SCREEN)).toEqual([
      'trial',
      'allowances',
      'training',
      'cancel',
      'support',
    ])
  })

  it('puts every question on the FAQ page exactly once', () => {
    const onPage = faqGroups.flatMap((group) => group.keys)
    expect([...onPage].sort()).toEqual(Object.keys(faq.items).sort())
  })

  it('recognises only the "More FAQs" history state', () => {
    expect(asksForFaqContact(scrollToFaqContact)).toBe(true)
    expect(asksForFaqContact({ scrollTo: 'top' })).toBe(false)
    expect(asksForFaqContact(null)).toBe(false)
    expect(asksForFaqContact('contact')).toBe(false)
  })
})
