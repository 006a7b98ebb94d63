import type { Subscription } from '@amply/api/entities/billing'
import { CalendarClockIcon, GemIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { useNow } from '../../../lib/hooks/use-now'
import { paths } from '../../../lib/paths'
import { AccountSection } from '../components/account-section'
import { LoadError } from '../components/load-error'
import { TabSkeleton } from '../components/tab-skeleton'
import { AllowancesTable } from './allowances-table'
import { planTimeline } from './plan-timeline'
import { useCatalogWords } from '../../../lib/i18n/catalog-words'
import { dateTimeFormat } from '../../../lib/format/intl-cache'
import { useRouteQuery } from '../../../lib/server-state/route-queries'

/** The plan tab: the plan in force, until when, its allowances, and what happens at its end. */
export function PlanTab() {
  const subscription = useRouteQuery('getSubscription')
  if (subscription.isPending) return <TabSkeleton />
  if (subscription.isError) {
    return <LoadError error={subscription.error} onRetry={() => void subscription.refetch()} />
  }
  return <PlanDetails subscription={subscription.data} />
}

function PlanDetails({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation('account')
  const { planName } = useCatalogWords()
  const now = useNow()
  const { plan } = subscription
  if (!plan) {
    return (
      <AccountSection title={t('plan.none.title')} description={t('plan.none.body')}>
        <Button asChild>
          <Link to={paths.pricing}>{t('plan.none.action')}</Link>
        </Button>
      </AccountSection>
    )
  }
  const timeline = planTimeline(subscription, now)
  const date = (iso: string) =>
    dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso))
  const trial = plan.type === 'trial'
  return (
    <div className="space-y-6">
      <AccountSection
        title={t('plan.current.title')}
        action={
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to={paths.subscriptionUpdate}>
                {trial ? t('plan.actions.upgrade') : t('plan.actions.change')}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.buyAdvanceCredit}>{t('plan.actions.buyCredit')}</Link>
            </Button>
          </div>
        }
      >
        <div className="flex items-start gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
            <GemIcon aria-hidden="true" className="size-5" />
          </span>
          <div className="space-y-1">
            <p className="flex flex-wrap items-center gap-2 text-lg font-semibold">
              {planName(plan.name)}
              <Badge variant={timeline.kind === 'ended' ? 'destructive' : 'secondary'}>
                {t(`plan.status.${subscription.status}`)}
              </Badge>
            </p>
            <p className="text-sm text-muted-foreground">
              {subscription.period
                ? t(`plan.period.${subscription.period}`)
                : t('plan.period.trial')}
            </p>
          </div>
        </div>
        {subscription.valid_to ? (
          <p className="flex items-start gap-2 text-sm">
            <CalendarClockIcon
              aria-hidden="true"
              className="mt-0.5 size-4 shrink-0 text-muted-foreground"
            />
            <span>
              {timeline.kind === 'ended'
                ? t('plan.validity.ended', { date: date(subscription.valid_to) })
                : t('plan.validity.until', {
                    date: date(subscription.valid_to),
                    count: timeline.daysLeft,
                  })}
            </span>
          </p>
        ) : null}
      </AccountSection>

      <AccountSection
        title={t('plan.allowances.title')}
        description={t('plan.allowances.description')}
      >
        <AllowancesTable credits={plan.credits} advance={subscription.advance_credits} />
        <p className="mt-3 text-xs text-muted-foreground">{t('plan.allowances.webSearch')}</p>
      </AccountSection>

      <AccountSection title={t('plan.expiry.title')}>
        <p className="text-sm leading-relaxed">
          {t(`plan.expiry.${timeline.expiry}`, {
            date: subscription.valid_to ? date(subscription.valid_to) : '',
            plan: planName(subscription.scheduled_change?.plan.name ?? ''),
          })}
        </p>
        <p className="text-sm leading-relaxed text-muted-foreground">{t('plan.expiry.kept')}</p>
      </AccountSection>
    </div>
  )
}
