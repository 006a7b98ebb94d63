import { useTranslation } from 'react-i18next'
import { PageMeta } from '../../../components/page-meta'
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content'
import { paths } from '../../../lib/paths'
import { plansOnSale } from '../lib/plan-prices'
import { InvoiceList, PendingPayments } from './billing-history'
import { ChangePlan } from './change-plan'
import { CurrentSubscription } from './current-subscription'
import { WhenLoaded } from './load-failed'
import { PageHeader } from './page-header'
import { useRouteQuery } from '../../../lib/server-state/route-queries'

/**
 * `/client/subscription-update`: the plan in force, changing it (upgrade now with proration,
 * downgrade or cancel at the period's end, no refund), and the billing history.
 */
export function SubscriptionUpdatePage() {
  const { t } = useTranslation('payment')
  const subscription = useRouteQuery('getSubscription')
  const plans = useRouteQuery('listPlans')
  return (
    <DashboardContent className="max-w-5xl space-y-10">
      <PageMeta title={t('subscription.title')} path={paths.subscriptionUpdate} noIndex />
      <PageHeader title={t('subscription.title')} description={t('subscription.noRefund')} />
      <WhenLoaded queries={[subscription, plans]}>
        {subscription.data && plans.data ? (
          <>
            <CurrentSubscription subscription={subscription.data} />
            <PendingPayments />
            <ChangePlan plans={plansOnSale(plans.data)} subscription={subscription.data} />
            <InvoiceList />
          </>
        ) : null}
      </WhenLoaded>
    </DashboardContent>
  )
}
