import { useQueries } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Skeleton } from '../../../components/ui/skeleton'
import { useNow } from '../../../lib/hooks/use-now'
import { useCatalogWords } from '../../../lib/i18n/catalog-words'
import { AccountSection } from '../components/account-section'
import { LoadError } from '../components/load-error'
import { TabSkeleton } from '../components/tab-skeleton'
import { dailySeries, monthUse, todayUse, utcToday } from './usage-data'
import { UsageMeters } from './usage-meters'
import { UsageTable } from './usage-table'
import { dateTimeFormat } from '../../../lib/format/intl-cache'
import { routeQueryOptions } from '../../../lib/server-state/route-queries'

// The chart library (uPlot) downloads with this tab only.
const UsageChart = lazy(() => import('./usage-chart'))

/** The usage tab: today and this month per credit group against the allowance, and a chart. */
export function UsageTab() {
  const { t, i18n } = useTranslation('account')
  const { creditGroup } = useCatalogWords()
  const now = useNow()
  const [month, days, subscription] = useQueries({
    queries: [
      routeQueryOptions('monthUsage', undefined, { refetchOnMount: 'always' }),
      routeQueryOptions('dailyUsage', { query: {} }, { refetchOnMount: 'always' }),
      routeQueryOptions('getSubscription'),
    ],
  })
  const failed = [month, days, subscription].find((query) => query.isError)
  if (failed) {
    return (
      <LoadError
        error={failed.error}
        onRetry={() => {
          for (const query of [month, days, subscription]) void query.refetch()
        }}
      />
    )
  }
  if (!month.data || !days.data || !subscription.data) return <TabSkeleton cards={3} />

  const today = utcToday(now)
  // Computed by the group's catalogue name, shown by its name in the reader's language.
  const named = <Group extends { name: string }>(groups: Group[]) =>
    groups.map((group) => ({ ...group, name: creditGroup(group.name) }))
  const daily = dailySeries(month.data, days.data, today)
  const series = { ...daily, groups: named(daily.groups) }
  const monthName = dateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month.data.month}-01T00:00:00Z`))
  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-2">
        <AccountSection title={t('usage.today.title')} description={t('usage.today.description')}>
          <UsageMeters
            groups={named(
              todayUse(month.data, days.data, subscription.data.plan?.credits ?? [], today),
            )}
          />
        </AccountSection>
        <AccountSection title={t('usage.month.title')} description={monthName}>
          <UsageMeters groups={named(monthUse(month.data))} />
        </AccountSection>
      </div>
      <AccountSection title={t('usage.chart.title')} description={t('usage.chart.description')}>
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <UsageChart series={series} language={i18n.language} />
        </Suspense>
        <UsageTable series={series} />
      </AccountSection>
    </div>
  )
}
