import type { Quote } from '@amply/api/entities/billing'
import type { UseQueryResult } from '@tanstack/react-query'
import { LockIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { useMoney } from '../hooks/use-money'
import { useStartPayment } from '../api/payments'
import type { PaymentBody } from '../api/payments'
import { OrderSummary } from './order-summary'
import { PaymentAlert } from './payment-alert'

/**
 * The side of a checkout: the order summary from the server's quote, what went wrong (the
 * quote, the payment, and `notice` such as a refused promo code), a note when an address is
 * missing, the Pay button, and the `terms` under it. Pay sends `payment` to the gateway; it is
 * off while `payment` is null (something to choose) or the quote is not settled.
 */
export function PayPanel({
  quote,
  payment,
  needAddress,
  notice,
  terms,
}: {
  quote: Pick<UseQueryResult<Quote>, 'data' | 'isFetching' | 'isError' | 'error'>
  payment: PaymentBody | null
  needAddress: boolean
  notice?: ReactNode
  terms: string
}) {
  const { t } = useTranslation('payment')
  const describe = useErrorText()
  const money = useMoney()
  const pay = useStartPayment()
  const ready = Boolean(payment && quote.data && !quote.isFetching)
  return (
    <OrderSummary quote={quote.data} loading={quote.isFetching}>
      {notice}
      {quote.isError ? <PaymentAlert>{describe(quote.error)}</PaymentAlert> : null}
      {pay.isError ? <PaymentAlert>{describe(pay.error)}</PaymentAlert> : null}
      {needAddress ? (
        <p className="text-sm text-muted-foreground">{t('checkout.needAddress')}</p>
      ) : null}
      <Button
        size="lg"
        className="w-full"
        disabled={!ready || pay.isPending}
        onClick={() => {
          if (payment) pay.mutate(payment)
        }}
      >
        <LockIcon aria-hidden="true" />
        {quote.data
          ? t('checkout.pay', { total: money(quote.data.total, quote.data.currency) })
          : t('checkout.payLater')}
      </Button>
      <p className="text-xs text-muted-foreground">{terms}</p>
    </OrderSummary>
  )
}
