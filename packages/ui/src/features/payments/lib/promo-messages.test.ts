import { promoRefusalSchema } from '@amply/api/entities/billing'
import { describe, expect, it } from 'vitest'
import { createI18n, loadNamespaces } from '../../../i18n/i18n'
import { languages } from '../../../i18n/languages'
import { promoRefusalText } from './promo-messages'

async function paymentT(language: (typeof languages)[number]['code']) {
  const i18n = createI18n(language)
  await loadNamespaces(i18n, ['payment'])
  return i18n.getFixedT(language, 'payment')
}

describe('promo code refusals', () => {
  it('are worded from the server’s code, not from its English message', async () => {
    const t = await paymentT('en')
    // The server may reword its message: the code alone decides the text.
    expect(promoRefusalText(t, { refusal: 'expired', message: 'Code past its date' })).toBe(
      'This promo code has expired.',
    )
    expect(
      promoRefusalText(t, {
        refusal: 'not_for_plan',
        message: 'This promo code does not apply to the Pro plan.',
      }),
    ).toBe('This promo code does not apply to this plan.')
    expect(
      promoRefusalText(t, {
        refusal: 'not_for_currency',
        message: 'This promo code does not apply to prices in EUR.',
      }),
    ).toBe('This promo code does not apply to prices in this currency.')
  })

  it('read in each language, a text of its own for every code', async () => {
    const textsIn = async (language: (typeof languages)[number]['code']) => {
      const t = await paymentT(language)
      return promoRefusalSchema.options.map((refusal) =>
        promoRefusalText(t, { refusal, message: 'server words' }),
      )
    }
    const english = await textsIn('en')
    expect(new Set(english).size).toBe(english.length)
    for (const text of english) expect(text).not.toBe('server words')
    for (const { code } of languages.filter((language) => language.code !== 'en')) {
      // A text missing in a language would fall back to the English one.
      const texts = await textsIn(code)
      texts.forEach((text, index) => {
        expect(text).not.toBe(english[index])
      })
    }
  })

  it('without a code, show the server’s own words', async () => {
    const t = await paymentT('en')
    expect(promoRefusalText(t, { refusal: null, message: 'Something else went wrong.' })).toBe(
      'Something else went wrong.',
    )
  })
})
