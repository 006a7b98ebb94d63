import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { DownloadIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { Skeleton } from '../../../components/ui/skeleton'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { useStartedSession } from '../../../lib/session/use-session'
import { invoicesQueryOptions, pendingPaymentsQueryOptions } from '../api/billing-history'
import { useBillingDate } from '../hooks/use-date'
import { useMoney } from '../hooks/use-money'
import { CheckoutSection } from './checkout-section'
import { PaymentAlert } from './payment-alert'

/** `client/invoice`: every invoice, newest first, with its PDF (a signed, plain link). */
export function InvoiceList() {
  const { t } = useTranslation('payment')
  const { client } = useStartedSession()
  const invoices = useQuery(invoicesQueryOptions(client))
  const money = useMoney()
  const date = useBillingDate()
  return (
    <CheckoutSection title={t('invoices.title')}>
      {invoices.isPending ? (
        <Skeleton className="h-16 w-full rounded-lg" />
      ) : invoices.isError ? (
        <PaymentAlert>{t('invoices.failed')}</PaymentAlert>
      ) : invoices.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('invoices.empty')}</p>
      ) : (
        <ul aria-label={t('invoices.title')} className="divide-y rounded-lg border">
          {invoices.data.map((invoice) => (
            <li
              key={invoice.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm"
            >
              <span className="font-medium tabular-nums">{invoice.number}</span>
              <span className="min-w-0 flex-1 text-muted-foreground">
                {invoice.description} · {date(invoice.issued_at)}
              </span>
              <span className="tabular-nums">{money(invoice.total, invoice.currency)}</span>
              <Button asChild variant="ghost" size="sm">
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

/** `client/pending-payments`: checkouts left open, to finish or drop. Hidden when none. */
export function PendingPayments() {
  const { t } = useTranslation('payment')
  const { client } = useStartedSession()
  const queryClient = useQueryClient()
  const describe = useErrorText()
  const pending = useQuery(pendingPaymentsQueryOptions(client))
  const money = useMoney()
  const drop = useMutation({
    mutationFn: (id: string) => client.call('cancelPayment', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['client'] }),
  })
  if (!pending.data || pending.data.length === 0) return null
  return (
    <CheckoutSection title={t('pending.title')} description={t('pending.description')}>
      {drop.isError ? <PaymentAlert>{describe(drop.error)}</PaymentAlert> : null}
      <ul className="divide-y rounded-lg border">
        {pending.data.map((payment) => (
          <li key={payment.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
            <span className="min-w-0 flex-1">{payment.description}</span>
            <span className="tabular-nums">{money(payment.total, payment.currency)}</span>
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
                drop.mutate(payment.id)
              }}
            >
              {t('pending.drop')}
            </Button>
          </li>
        ))}
      </ul>
    </CheckoutSection>
  )
}
