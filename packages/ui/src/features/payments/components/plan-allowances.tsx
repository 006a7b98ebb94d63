import type { PlanCredit } from '@amply/api/entities/billing'
import { useTranslation } from 'react-i18next'
import { cn } from '../../../lib/utils'
import { useCatalogWords } from '../../../lib/i18n/catalog-words'
import { numberFormat } from '../../../lib/format/intl-cache'

/** A plan's daily and monthly allowance per credit group, in figures that line up. */
export function PlanAllowances({
  credits,
  className,
}: {
  credits: readonly PlanCredit[]
  className?: string
}) {
  const { t, i18n } = useTranslation('payment')
  const number = numberFormat(i18n.language)
  const { creditGroup } = useCatalogWords()
  return (
    <ul className={cn('space-y-1 text-xs text-muted-foreground', className)}>
      {credits.map((credit) => (
        <li key={credit.query_credit_group_name} className="flex justify-between gap-3">
          <span>{creditGroup(credit.query_credit_group_name)}</span>
          <span className="text-end tabular-nums">
            {t('plans.allowance', {
              daily: number.format(credit.daily_limit),
              monthly: number.format(credit.monthly_limit),
            })}
          </span>
        </li>
      ))}
    </ul>
  )
}
