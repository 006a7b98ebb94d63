import type faq from '../../i18n/locales/en/faq.json'

export type FaqKey = keyof typeof faq.items
export type FaqGroup = keyof typeof faq.groups

/**
 * The home page's eight questions, most asked first: the first five (the product's promises,
 * docs/product.md#home) are the ones a small screen shows.
 */
export const homeFaqKeys: readonly FaqKey[] = [
  'trial',
  'allowances',
  'training',
  'cancel',
  'support',
  'models',
  'translation',
  'browser',
]

/** The FAQ page: every question, grouped. */
export const faqGroups: readonly { group: FaqGroup; keys: readonly FaqKey[] }[] = [
  { group: 'plans', keys: ['trial', 'allowances', 'cancel', 'limitReached'] },
  { group: 'privacy', keys: ['training', 'security'] },
  {
    group: 'features',
    keys: ['models', 'writing', 'translation', 'images', 'sharing', 'browser', 'referral'],
  },
  { group: 'support', keys: ['support'] },
]
