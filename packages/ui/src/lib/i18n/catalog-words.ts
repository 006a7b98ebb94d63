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
  return { creditGroup, planName, paymentLine }
}
