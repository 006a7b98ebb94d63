import type { Payment } from '@amply/api/entities/billing'
import { CircleCheckIcon, CircleXIcon, LoaderCircleIcon } from 'lucide-react'
import { useEffect, useRef } from 'react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { PageMeta } from '../../../components/page-meta'
import { Button } from '../../../components/ui/button'
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { cn } from '../../../lib/utils'
import { paths } from '../../../lib/paths'
import { useBillingDate } from '../hooks/use-date'
import { useMoney } from '../hooks/use-money'
import { useCancelPayment, useRefreshPlan } from '../api/payments'
import { checkoutPath } from '../lib/checkout-search'
import { LoadFailed } from './load-failed'
import { PaymentAlert } from './payment-alert'
import { useRouteQuery } from '../../../lib/server-state/route-queries'

/** How often the status page asks again while a payment is still pending. */
const PENDING_POLL_MS = 2000

/**
 * `/client/payment/status?payment_id=…`, where every checkout comes back: success (the plan or
 * credit and until when, the invoice) or failure (nothing changed, try again), asked again
 * while the payment is still pending. A success refreshes the user and the billing data, so
 * the banner, the drawer's badge and the allowances follow at once.
 */
export function PaymentStatusPage() {
  const { t } = useTranslation('payment')
  const [search] = useSearchParams()
  const paymentId = search.get('payment_id')
  return (
    <DashboardContent className="flex max-w-xl flex-col justify-center">
      <PageMeta title={t('status.title')} path={paths.paymentStatus} noIndex />
      {paymentId ? (
        <PaymentStatus paymentId={paymentId} />
      ) : (
        <StatusCard tone="failed" title={t('status.missingTitle')} body={t('status.missingBody')}>
          <Button asChild>
            <Link to={paths.payment}>{t('status.choosePlan')}</Link>
          </Button>
        </StatusCard>
      )}
    </DashboardContent>
  )
}

function PaymentStatus({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation('payment')
  const answer = useRouteQuery(
    'paymentSession',
    { query: { payment_id: paymentId } },
    {
      // Asked again while pending (the server checks with the gateway), no more once settled.
      refetchInterval: (query) =>
        query.state.data?.payment.status === 'pending' ? PENDING_POLL_MS : false,
    },
  )
  const refreshPlan = useRefreshPlan()
  const refreshed = useRef<string | null>(null)
  const status = answer.data?.payment.status
  useEffect(() => {
    if (status !== 'succeeded' || refreshed.current === paymentId) return
    refreshed.current = paymentId
    void refreshPlan()
  }, [status, paymentId, refreshPlan])

  if (answer.isError) {
    return (
      <LoadFailed
        onRetry={() => {
          void answer.refetch()
        }}
      />
    )
  }
  if (!answer.data) {
    return (
      <StatusCard tone="pending" title={t('status.checking')} body={t('status.checkingBody')} />
    )
  }
  const { payment, current_plan: plan } = answer.data
  if (payment.status === 'pending') return <PendingPayment payment={payment} />
  if (payment.status === 'succeeded') {
    return <SucceededPayment payment={payment} planName={plan?.plan_name ?? null} />
  }
  return <FailedPayment payment={payment} />
}

function SucceededPayment({ payment, planName }: { payment: Payment; planName: string | null }) {
  const { t } = useTranslation('payment')
  const money = useMoney()
  const date = useBillingDate()
  const paid = money(payment.total, payment.currency)
  return (
    <StatusCard
      tone="succeeded"
      title={t('status.succeeded')}
      body={
        payment.kind === 'credits'
          ? t('status.creditsAdded', { item: payment.description, total: paid })
          : payment.starts_at && payment.ends_at && payment.change === 'downgrade'
            ? t('status.planLater', {
                plan: planName ?? payment.description,
                start: date(payment.starts_at),
                end: date(payment.ends_at),
              })
            : t('status.planNow', {
                plan: planName ?? payment.description,
                end: payment.ends_at ? date(payment.ends_at) : '',
              })
      }
      detail={payment.invoice_id ? t('status.invoice', { total: paid }) : null}
    >
      <Button asChild>
        <Link to={paths.dashboardChat}>{t('status.toChat')}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.subscriptionUpdate}>{t('status.toSubscription')}</Link>
      </Button>
    </StatusCard>
  )
}

function FailedPayment({ payment }: { payment: Payment }) {
  const { t } = useTranslation('payment')
  const plans = useRouteQuery('listPlans').data ?? []
  const planKey = plans.find((plan) => plan.id === payment.plan_id)?.key
  const retry =
    payment.kind === 'credits'
      ? paths.buyAdvanceCredit
      : planKey && payment.period
        ? checkoutPath(paths.payment, planKey, payment.period)
        : paths.payment
  return (
    <StatusCard
      tone="failed"
      title={payment.status === 'canceled' ? t('status.canceled') : t('status.failed')}
      body={t('status.unchanged')}
      detail={payment.failure_message}
    >
      <Button asChild>
        <Link to={retry}>{t('status.tryAgain')}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.dashboardChat}>{t('status.toChat')}</Link>
      </Button>
    </StatusCard>
  )
}

function PendingPayment({ payment }: { payment: Payment }) {
  const { t } = useTranslation('payment')
  const describe = useErrorText()
  const drop = useCancelPayment()
  return (
    <StatusCard tone="pending" title={t('status.pending')} body={t('status.pendingBody')}>
      {drop.isError ? <PaymentAlert>{describe(drop.error)}</PaymentAlert> : null}
      {payment.checkout_url ? (
        <Button asChild>
          <a href={payment.checkout_url}>{t('status.resume')}</a>
        </Button>
      ) : null}
      <Button
        variant="outline"
        disabled={drop.isPending}
        onClick={() => {
          drop.mutate({ params: { id: payment.id } })
        }}
      >
        {t('status.drop')}
      </Button>
    </StatusCard>
  )
}

const toneIcon = {
  succeeded: CircleCheckIcon,
  failed: CircleXIcon,
  pending: LoaderCircleIcon,
}

function StatusCard({
  tone,
  title,
  body,
  detail,
  children,
}: {
  tone: keyof typeof toneIcon
  title: string
  body: string
  detail?: string | null
  children?: ReactNode
}) {
  const Icon = toneIcon[tone]
  return (
    <section
      aria-live="polite"
      className="flex flex-col items-center gap-4 rounded-xl border bg-card px-6 py-10 text-center"
    >
      <Icon
        aria-hidden="true"
        className={cn(
          'size-12',
          tone === 'succeeded' && 'text-primary',
          tone === 'failed' && 'text-destructive',
          tone === 'pending' && 'animate-spin text-muted-foreground motion-reduce:animate-none',
        )}
      />
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="max-w-md text-muted-foreground">{body}</p>
      {detail ? <p className="max-w-md text-sm">{detail}</p> : null}
      {children ? <div className="flex flex-wrap justify-center gap-3 pt-2">{children}</div> : null}
    </section>
  )
}
