import type { PlanCredit } from '@amply/api/entities/billing'
import { useTranslation } from 'react-i18next'
import { useCatalogWords } from '../../../lib/i18n/catalog-words'
import { numberFormat } from '../../../lib/format/intl-cache'

/** Per credit group: the queries a day and a month the plan allows, and any advance credit. */
export function AllowancesTable({
  credits,
  advance,
}: {
  credits: readonly PlanCredit[]
  advance: readonly { query_credit_group_name: string; remaining: number }[]
}) {
  const { t, i18n } = useTranslation('account')
  const number = numberFormat(i18n.language)
  const { creditGroup } = useCatalogWords()
  const extra = new Map(advance.map((credit) => [credit.query_credit_group_name, credit.remaining]))
  if (credits.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('plan.allowances.empty')}</p>
  }
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2.5 text-start font-medium">
              {t('plan.allowances.group')}
            </th>
            <th scope="col" className="px-4 py-2.5 text-end font-medium">
              {t('plan.allowances.daily')}
            </th>
            <th scope="col" className="px-4 py-2.5 text-end font-medium">
              {t('plan.allowances.monthly')}
            </th>
            <th scope="col" className="px-4 py-2.5 text-end font-medium">
              {t('plan.allowances.advance')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {credits.map((credit) => (
            <tr key={credit.query_credit_group_name}>
              <th scope="row" className="px-4 py-2.5 text-start font-medium">
                {creditGroup(credit.query_credit_group_name)}
              </th>
              <td className="px-4 py-2.5 text-end tabular-nums">
                {number.format(credit.daily_limit)}
              </td>
              <td className="px-4 py-2.5 text-end tabular-nums">
                {number.format(credit.monthly_limit)}
              </td>
              <td className="px-4 py-2.5 text-end tabular-nums">
                {number.format(extra.get(credit.query_credit_group_name) ?? 0)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
