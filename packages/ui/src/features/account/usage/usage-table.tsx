import { useTranslation } from 'react-i18next'
import type { dailySeries } from './usage-data'
import { dateTimeFormat, numberFormat } from '../../../lib/format/intl-cache'

/** The chart's figures as a table, folded away: for screen readers and exact numbers. */
export function UsageTable({ series }: { series: ReturnType<typeof dailySeries> }) {
  const { t, i18n } = useTranslation('account')
  const number = numberFormat(i18n.language)
  const day = dateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer rounded-md font-medium text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
        {t('usage.chart.asTable')}
      </summary>
      <div className="mt-3 max-h-80 overflow-auto rounded-lg border">
        <table className="w-full">
          <thead className="sticky top-0 bg-muted text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t('usage.chart.day')}
              </th>
              {series.groups.map((group) => (
                <th key={group.name} scope="col" className="px-3 py-2 text-end font-medium">
                  {group.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {series.dates.map((date, index) => (
              <tr key={date}>
                <th scope="row" className="px-3 py-1.5 text-start font-normal">
                  {day.format(new Date(`${date}T00:00:00Z`))}
                </th>
                {series.groups.map((group) => (
                  <td key={group.name} className="px-3 py-1.5 text-end tabular-nums">
                    {number.format(group.used[index] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}
