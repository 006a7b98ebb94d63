import type { Period, Plan, Quote, Subscription } from '@amply/api/entities/billing'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { paths } from '../../../lib/paths'
import { useBillingDate } from '../hooks/use-date'
import { useMoney } from '../hooks/use-money'
import { checkoutPath } from '../lib/checkout-search'
import { priceFor } from '@amply/api/entities/billing'
import { yearlySavingPercent } from '@amply/core/plan/plan-prices'
import { CheckoutSection } from './checkout-section'
import { useChangeSubscription } from '../api/payments'
import { OrderSummary } from './order-summary'
import { PaymentAlert } from './payment-alert'
import { PeriodChoice } from './period-choice'
import { PlanChoice } from './plan-choice'
import { useRouteQuery } from '../../../lib/server-state/route-queries'

/**
 * Another plan or period: the server's quote says what it is. An upgrade (or a first plan, or a
 * renewal) is paid now at the checkout, with the unused time of the current plan taken off; a
 * downgrade waits for the end of the paid period and costs nothing today.
 */
export function ChangePlan({
  plans,
  subscription,
}: {
  plans: readonly Plan[]
  subscription: Subscription
}) {
  const { t } = useTranslation('payment')
  const describe = useErrorText()
  const [period, setPeriod] = useState<Period>(subscription.period ?? 'month')
  const [planKey, setPlanKey] = useState<string | null>(null)
  const plan = plans.find((candidate) => candidate.key === planKey)
  const quote = useRouteQuery(
    'quotePayment',
    { query: { plan_id: plan?.id ?? '', period } },
    {
      enabled: Boolean(plan && priceFor(plan, period)),
    },
  )
  const currentKey = subscription.status === 'expired' ? null : (subscription.plan?.key ?? null)

  return (
    <CheckoutSection title={t('change.title')} description={t('change.description')}>
      <PeriodChoice
        value={period}
        onChange={setPeriod}
        yearlySaving={plan ? yearlySavingPercent(plan) : 0}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <PlanChoice
          plans={plans}
          period={period}
          value={planKey}
          onChange={setPlanKey}
          currentKey={currentKey}
        />
        {plan ? (
          <OrderSummary quote={quote.data} loading={quote.isFetching} title={t('change.summary')}>
            {quote.isError ? <PaymentAlert>{describe(quote.error)}</PaymentAlert> : null}
            {quote.data && !quote.isFetching ? (
              <ChangeAction quote={quote.data} plan={plan} period={period} />
            ) : null}
          </OrderSummary>
        ) : (
          <p className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
            {t('change.pick')}
          </p>
        )}
      </div>
    </CheckoutSection>
  )
}

function ChangeAction({ quote, plan, period }: { quote: Quote; plan: Plan; period: Period }) {
  const { t } = useTranslation('payment')
  const describe = useErrorText()
  const money = useMoney()
  const date = useBillingDate()
  const change = useChangeSubscription()

  if (quote.change === 'downgrade') {
    return (
      <div className="space-y-3">
        <p className="text-sm">
          {t('change.downgradeExplained', {
            plan: plan.name,
            date: quote.starts_at ? date(quote.starts_at) : '',
          })}
        </p>
        {change.isError ? <PaymentAlert>{describe(change.error)}</PaymentAlert> : null}
        {change.isSuccess ? (
          <PaymentAlert tone="success">{t('change.downgradeScheduled')}</PaymentAlert>
        ) : (
          <Button
            className="w-full"
            disabled={change.isPending}
            onClick={() => {
              change.mutate({ body: { action: 'downgrade', plan_id: plan.id, period } })
            }}
          >
            {t('change.downgrade', { plan: plan.name })}
          </Button>
        )}
      </div>
    )
  }
  const label =
    quote.change === 'upgrade'
      ? t('change.upgrade', { total: money(quote.total, quote.currency) })
      : quote.change === 'renewal'
        ? t('change.renew', { total: money(quote.total, quote.currency) })
        : t('change.subscribe', { total: money(quote.total, quote.currency) })
  return (
    <div className="space-y-3">
      {quote.change === 'upgrade' ? (
        <p className="text-sm">{t('change.upgradeExplained')}</p>
      ) : null}
      <Button asChild className="w-full">
        <Link to={checkoutPath(paths.payment, plan.key, period)}>{label}</Link>
      </Button>
    </div>
  )
}
