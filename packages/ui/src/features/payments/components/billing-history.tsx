import { DownloadIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { Skeleton } from '../../../components/ui/skeleton'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { useBillingDate } from '../hooks/use-date'
import { useMoney } from '../hooks/use-money'
import { CheckoutSection } from './checkout-section'
import { LoadFailed } from './load-failed'
import { PaymentAlert } from './payment-alert'
import { useCatalogWords } from '../../../lib/i18n/catalog-words'
import { useRouteQuery } from '../../../lib/server-state/route-queries'
import { useCancelPayment } from '../api/payments'

/**
 * `client/invoice`: every invoice, newest first, with its PDF (a signed, plain link).
 * `framed` makes it a card of its own (the account's billing tab).
 */
export function InvoiceList({ framed = false }: { framed?: boolean }) {
  const { t } = useTranslation('payment')
  const invoices = useRouteQuery('listInvoices')
  const money = useMoney()
  const date = useBillingDate()
  const { paymentLine } = useCatalogWords()
  return (
    <CheckoutSection title={t('invoices.title')} framed={framed}>
      {invoices.isPending ? (
        <div role="status" className="space-y-2">
          <Skeleton className="h-14 w-full rounded-lg" />
          <Skeleton className="h-14 w-full rounded-lg" />
          <span className="sr-only">{t('summary.loading')}</span>
        </div>
      ) : invoices.isError ? (
        <LoadFailed message={t('invoices.failed')} onRetry={() => void invoices.refetch()} />
      ) : invoices.data.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          {t('invoices.empty')}
        </p>
      ) : (
        <ul aria-label={t('invoices.title')} className="divide-y rounded-lg border">
          {invoices.data.map((invoice) => (
            <li
              key={invoice.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 text-sm"
            >
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-medium tabular-nums">{invoice.number}</p>
                {/* Isolated, so a plan name in Latin letters and a date read right in Arabic. */}
                <p className="text-muted-foreground">
                  <bdi>{paymentLine(invoice.line, invoice.description)}</bdi> ·{' '}
                  <bdi>{date(invoice.issued_at)}</bdi>
                </p>
              </div>
              <span className="ms-auto text-end tabular-nums">
                {money(invoice.total, invoice.currency)}
              </span>
              <Button asChild variant="outline" size="sm">
                <a href={invoice.pdf_url} download>
                  <DownloadIcon aria-hidden="true" />
                  {t('invoices.download')}
                  <span className="sr-only"> {invoice.number}</span>
                </a>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </CheckoutSection>
  )
}

/**
 * `client/pending-payments`: checkouts left open, to finish or drop. Hidden while loading and
 * when there are none; a failure says so, with a retry. `framed` as for `InvoiceList`.
 */
export function PendingPayments({ framed = false }: { framed?: boolean }) {
  const { t } = useTranslation('payment')
  const describe = useErrorText()
  const pending = useRouteQuery('listPendingPayments')
  const money = useMoney()
  const { paymentLine } = useCatalogWords()
  const drop = useCancelPayment()
  if (pending.isError) {
    return (
      <CheckoutSection title={t('pending.title')} framed={framed}>
        <LoadFailed message={t('pending.failed')} onRetry={() => void pending.refetch()} />
      </CheckoutSection>
    )
  }
  if (!pending.data || pending.data.length === 0) return null
  return (
    <CheckoutSection
      title={t('pending.title')}
      description={t('pending.description')}
      framed={framed}
    >
      {drop.isError ? <PaymentAlert>{describe(drop.error)}</PaymentAlert> : null}
      <ul className="divide-y rounded-lg border">
        {pending.data.map((payment) => (
          <li key={payment.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 text-sm">
            <bdi className="min-w-0 flex-1 basis-48">
              {paymentLine(payment.line, payment.description)}
            </bdi>
            <span className="ms-auto text-end tabular-nums">
              {money(payment.total, payment.currency)}
            </span>
            <div className="flex gap-2">
              {payment.checkout_url ? (
                <Button asChild size="sm">
                  <a href={payment.checkout_url}>{t('pending.resume')}</a>
                </Button>
              ) : null}
              <Button
                variant="ghost"
                size="sm"
                disabled={drop.isPending}
                onClick={() => {
                  drop.mutate({ params: { id: payment.id } })
                }}
              >
                {t('pending.drop')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </CheckoutSection>
  )
}
