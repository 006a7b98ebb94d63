import type { PaymentLine } from '@amply/api/entities/billing'
import { useTranslation } from 'react-i18next'
import type common from '../../i18n/locales/en/common.json'
import { numberFormat } from '../format/intl-cache'

type CatalogKey =
  | `catalog.creditGroups.${keyof typeof common.catalog.creditGroups}`
  | `catalog.plans.${keyof typeof common.catalog.plans}`
  | `catalog.text.${keyof typeof common.catalog.text}`

/**
 * The catalogue's product words, which the server keeps in English (the operator's catalogue
 * names them): the default credit groups and the trial. A name an operator made up has no
 * translation and shows as written; plan names such as Pro stay names.
 */
const creditGroupKeys = new Map<string, CatalogKey>([
  ['Standard', 'catalog.creditGroups.standard'],
  ['Advanced', 'catalog.creditGroups.advanced'],
  ['Image', 'catalog.creditGroups.image'],
])
const planKeys = new Map<string, CatalogKey>([['Free Trial', 'catalog.plans.freeTrial']])
/**
 * The default catalogue's descriptions, features and credit packs as the migrations seed them
 * (apps/server/drizzle/0002_ai_gateway.sql, 0003_billing.sql). Text an operator rewrote no
 * longer matches and shows as written.
 */
const textKeys = new Map<string, CatalogKey>([
  ['30 days of Amply with no card.', 'catalog.text.trialDescription'],
  ['Amply for everyday work.', 'catalog.text.proDescription'],
  ['Amply for a few questions a day.', 'catalog.text.starterDescription'],
  ['Every model family', 'catalog.text.everyModelFamily'],
  ['Daily and monthly query allowances', 'catalog.text.dailyMonthlyAllowances'],
  ['Chat history and sharing', 'catalog.text.historyAndSharing'],
  ['Larger daily and monthly allowances', 'catalog.text.largerAllowances'],
  ['Larger daily and monthly allowances than the trial', 'catalog.text.largerThanTrial'],
  ['Image generation', 'catalog.text.imageGeneration'],
  ['Priority support', 'catalog.text.prioritySupport'],
  ['500 Standard queries', 'catalog.text.standardPack'],
  ['100 Advanced queries', 'catalog.text.advancedPack'],
  ['50 images', 'catalog.text.imagePack'],
  ['For the chat, writing and translation models.', 'catalog.text.standardPackDescription'],
  ['For the reasoning and deep-thinking models.', 'catalog.text.advancedPackDescription'],
  ['For image generation.', 'catalog.text.imagePackDescription'],
])

/** Credit groups, plan names and payment lines in the reader's language. */
export function useCatalogWords() {
  const { t, i18n } = useTranslation()
  const number = numberFormat(i18n.language)
  // The text in the reader's language where it has a key, else as written.
  const translated = (keys: ReadonlyMap<string, CatalogKey>) => (text: string) => {
    const key = keys.get(text)
    return key ? t(key) : text
  }
  const creditGroup = translated(creditGroupKeys)
  const planName = translated(planKeys)
  /** A plan's or credit pack's description, feature or pack name. */
  const catalogText = translated(textKeys)
  /** "Pro, monthly", "Image queries: 50"; the English description when the line is unknown. */
  const paymentLine = (line: PaymentLine | null, description: string) => {
    if (!line) return description
    if (line.kind === 'plan') {
      return t('catalog.line.plan', {
        plan: planName(line.plan_name),
        period: t(`catalog.line.${line.period}`),
      })
    }
    return t('catalog.line.credits', {
      group: creditGroup(line.credit_group),
      credits: number.format(line.credits),
    })
  }
  return { creditGroup, planName, catalogText, paymentLine }
}
