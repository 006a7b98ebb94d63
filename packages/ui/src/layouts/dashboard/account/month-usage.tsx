import type { MonthUsage as MonthUsageData } from '@amply/api/entities/usage'
import { RotateCwIcon } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { Progress } from '../../../components/ui/progress'
import { Skeleton } from '../../../components/ui/skeleton'
import { useCatalogWords } from '../../../lib/i18n/catalog-words'
import { dateTimeFormat, numberFormat } from '../../../lib/format/intl-cache'
import { useRouteQuery } from '../../../lib/server-state/route-queries'

type UsageGroup = MonthUsageData['groups'][number]

/**
 * The account drawer's monthly usage (docs/product.md#workspace): per credit group, the queries
 * used against the month's allowance, in figures that line up and a bar in the group's colour.
 * Fetched each time the drawer opens, so it is current.
 */
export function MonthUsage() {
  const { t, i18n } = useTranslation('dashboard')
  const usage = useRouteQuery('monthUsage')
  const headingId = useId()
  const month = usage.data
    ? dateTimeFormat(i18n.language, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${usage.data.month}-01T00:00:00Z`))
    : null

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border p-4">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          {t('usage.title')}
        </h3>
        {month ? <p className="text-xs text-muted-foreground">{month}</p> : null}
      </div>
      {usage.isPending ? (
        <UsageSkeleton />
      ) : usage.isError ? (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">{t('usage.failed')}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              void usage.refetch()
            }}
          >
            <RotateCwIcon aria-hidden="true" />
            {t('usage.retry')}
          </Button>
        </div>
      ) : usage.data.groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('usage.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {usage.data.groups.map((group) => (
            <UsageRow key={group.query_credit_group_name} group={group} />
          ))}
        </ul>
      )}
    </section>
  )
}

function UsageRow({ group }: { group: UsageGroup }) {
  const { t, i18n } = useTranslation('dashboard')
  const number = numberFormat(i18n.language)
  const used = number.format(group.used)
  const limit = number.format(group.limit)
  const name = useCatalogWords().creditGroup(group.query_credit_group_name)
  return (
    <li className="space-y-1.5">
      <div className="flex items-center gap-2 text-sm">
        <span
          aria-hidden="true"
          className="size-2.5 shrink-0 rounded-full"
          style={{ backgroundColor: group.groupColor }}
        />
        <span className="flex-1 truncate">{name}</span>
        <span className="text-end text-muted-foreground tabular-nums">
          {group.limit > 0 ? t('usage.figures', { used, limit }) : t('usage.notIncluded')}
        </span>
      </div>
      {group.limit > 0 ? (
        <Progress
          value={group.used}
          max={group.limit}
          indicatorColor={group.groupColor}
          aria-label={t('usage.barLabel', { group: name, used, limit })}
        />
      ) : null}
    </li>
  )
}

function UsageSkeleton() {
  const { t } = useTranslation('dashboard')
  return (
    <div role="status" className="space-y-4">
      {[0, 1, 2].map((row) => (
        <div key={row} className="space-y-2">
          <div className="flex justify-between">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-4 w-16" />
          </div>
          <Skeleton className="h-1.5 w-full" />
        </div>
      ))}
      <span className="sr-only">{t('usage.loading')}</span>
    </div>
  )
}
