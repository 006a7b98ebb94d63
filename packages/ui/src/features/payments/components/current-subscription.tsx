import type { Subscription } from '@amply/api/entities/billing'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { paths } from '../../../lib/paths'
import { useBillingDate } from '../hooks/use-date'
import { useChangeSubscription, useCustomerPortal } from '../api/payments'
import { PaymentAlert } from './payment-alert'
import { useCatalogWords } from '../../../lib/i18n/catalog-words'
import { numberFormat } from '../../../lib/format/intl-cache'

/**
 * The plan in force: its period and until when, a change scheduled for the period's end, the
 * advance credit held; cancel (at the period's end, no refund) or undo a cancel or a change.
 */
export function CurrentSubscription({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation('payment')
  const date = useBillingDate()
  const describe = useErrorText()
  const change = useChangeSubscription()
  const number = numberFormat(i18n.language)
  const { planName } = useCatalogWords()
  const { plan, valid_to: validTo, scheduled_change: scheduled } = subscription
  const paid = plan?.type === 'paid' && subscription.status !== 'expired'
  const pendingEnd = subscription.cancel_at_period_end || scheduled !== null

  return (
    <Card className="gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold">
          {plan ? planName(plan.name) : t('subscription.noPlan')}
        </h2>
        <Badge variant={subscription.status === 'expired' ? 'destructive' : 'secondary'}>
          {t(`subscription.status.${subscription.status}`)}
        </Badge>
        {subscription.period && plan?.type === 'paid' ? (
          <Badge variant="outline">{t(`periods.${subscription.period}`)}</Badge>
        ) : null}
      </div>
      {validTo ? (
        <p className="text-sm text-muted-foreground">
          {subscription.status === 'expired'
            ? t('subscription.endedOn', { date: date(validTo) })
            : subscription.cancel_at_period_end
              ? t('subscription.cancelledUntil', { date: date(validTo) })
              : plan?.type === 'trial'
                ? t('subscription.trialUntil', { date: date(validTo) })
                : t('subscription.paidUntil', { date: date(validTo) })}
        </p>
      ) : null}
      {scheduled ? (
        <p className="text-sm">
          {t('subscription.scheduled', {
            plan: planName(scheduled.plan.name),
            period: t(`periods.${scheduled.period}`),
            date: date(scheduled.starts_at),
          })}
        </p>
      ) : null}
      {subscription.advance_credits.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          {t('subscription.credits', {
            list: subscription.advance_credits
              .map(
                (credit) => `${number.format(credit.remaining)} ${credit.query_credit_group_name}`,
              )
              .join(', '),
          })}
        </p>
      ) : null}
      {change.isError ? <PaymentAlert>{describe(change.error)}</PaymentAlert> : null}
      <div className="flex flex-wrap gap-2 pt-1">
        {pendingEnd ? (
          <Button
            variant="outline"
            disabled={change.isPending}
            onClick={() => {
              change.mutate({ body: { action: 'resume' } })
            }}
          >
            {subscription.cancel_at_period_end
              ? t('subscription.resume')
              : t('subscription.keepPlan')}
          </Button>
        ) : paid && validTo ? (
          <CancelSubscription validTo={validTo} />
        ) : null}
        {subscription.gateway === 'stripe' ? <CardPortalButton /> : null}
        <Button asChild variant="ghost">
          <Link to={paths.buyAdvanceCredit}>{t('subscription.buyCredit')}</Link>
        </Button>
      </div>
    </Card>
  )
}

/** Stripe's Customer Portal (cards, receipts): `POST client/stripe/customer/portal`, then there. */
function CardPortalButton() {
  const { t } = useTranslation('payment')
  const describe = useErrorText()
  const portal = useCustomerPortal({
    onSuccess: ({ url }) => {
      window.location.assign(url)
    },
  })
  return (
    <>
      <Button
        variant="outline"
        disabled={portal.isPending}
        onClick={() => {
          portal.mutate()
        }}
      >
        {t('subscription.cardPortal')}
      </Button>
      {portal.isError ? <PaymentAlert>{describe(portal.error)}</PaymentAlert> : null}
    </>
  )
}

function CancelSubscription({ validTo }: { validTo: string }) {
  const { t } = useTranslation('payment')
  const date = useBillingDate()
  const change = useChangeSubscription()
  return (
    <ConfirmDialog
      trigger={<Button variant="outline">{t('subscription.cancel')}</Button>}
      title={t('subscription.cancelTitle')}
      description={t('subscription.cancelBody', { date: date(validTo) })}
      cancelLabel={t('subscription.keep')}
      confirmLabel={t('subscription.confirmCancel')}
      onConfirm={() => change.mutateAsync({ body: { action: 'cancel' } })}
    />
  )
}
