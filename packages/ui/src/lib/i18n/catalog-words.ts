import type { PaymentLine } from '@amply/api/entities/billing'
import { useTranslation } from 'react-i18next'
import { numberFormat } from '../format/intl-cache'

/**
 * The catalogue's product words, which the server keeps in English (the operator's catalogue
 * names them): the default credit groups and the trial. A name an operator made up has no
 * translation and shows as written; plan names such as Pro stay names.
 */
const creditGroupKeys = new Map<
  string,
  `catalog.creditGroups.${'standard' | 'advanced' | 'image'}`
>([
  ['Standard', 'catalog.creditGroups.standard'],
  ['Advanced', 'catalog.creditGroups.advanced'],
  ['Image', 'catalog.creditGroups.image'],
])
const planKeys = new Map<string, 'catalog.plans.freeTrial'>([
  ['Free Trial', 'catalog.plans.freeTrial'],
])
/**
 * The default catalogue's descriptions, features and credit packs as the migrations seed them
 * (apps/server/drizzle/0002_ai_gateway.sql, 0003_billing.sql). Text an operator rewrote no
 * longer matches and shows as written.
 */
const textKeys = new Map<string, `catalog.text.${CatalogText}`>(
  (
    [
      ['30 days of Amply with no card.', 'trialDescription'],
      ['Amply for everyday work.', 'proDescription'],
      ['Amply for a few questions a day.', 'starterDescription'],
      ['Every model family', 'everyModelFamily'],
      ['Daily and monthly query allowances', 'dailyMonthlyAllowances'],
      ['Chat history and sharing', 'historyAndSharing'],
      ['Larger daily and monthly allowances', 'largerAllowances'],
      ['Larger daily and monthly allowances than the trial', 'largerThanTrial'],
      ['Image generation', 'imageGeneration'],
      ['Priority support', 'prioritySupport'],
      ['500 Standard queries', 'standardPack'],
      ['100 Advanced queries', 'advancedPack'],
      ['50 images', 'imagePack'],
      ['For the chat, writing and translation models.', 'standardPackDescription'],
      ['For the reasoning and deep-thinking models.', 'advancedPackDescription'],
      ['For image generation.', 'imagePackDescription'],
    ] as const
  ).map(([english, key]) => [english, `catalog.text.${key}`]),
)
type CatalogText =
  | 'trialDescription'
  | 'proDescription'
  | 'starterDescription'
  | 'everyModelFamily'
  | 'dailyMonthlyAllowances'
  | 'historyAndSharing'
  | 'largerAllowances'
  | 'largerThanTrial'
  | 'imageGeneration'
  | 'prioritySupport'
  | 'standardPack'
  | 'advancedPack'
  | 'imagePack'
  | 'standardPackDescription'
  | 'advancedPackDescription'
  | 'imagePackDescription'

/** Credit groups, plan names and payment lines in the reader's language. */
export function useCatalogWords() {
  const { t, i18n } = useTranslation()
  const number = numberFormat(i18n.language)
  const creditGroup = (name: string) => {
    const key = creditGroupKeys.get(name)
    return key ? t(key) : name
  }
  const planName = (name: string) => {
    const key = planKeys.get(name)
    return key ? t(key) : name
  }
  /** A plan's or credit pack's description, feature or pack name. */
  const catalogText = (text: string) => {
    const key = textKeys.get(text)
    return key ? t(key) : text
  }
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
