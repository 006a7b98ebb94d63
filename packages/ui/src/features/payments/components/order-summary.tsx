import type { Quote } from '@amply/api/entities/billing'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardContent } from '../../../components/ui/card'
import { Skeleton } from '../../../components/ui/skeleton'
import { useCatalogWords } from '../../../lib/i18n/catalog-words'
import { useBillingDate } from '../hooks/use-date'
import { useMoney } from '../hooks/use-money'

/**
 * What will be paid, from the server's quote: the list price, the promo discount, the unused
 * part of the current plan, the total, and when the new period starts and ends. The pay button
 * comes as `children`.
 */
export function OrderSummary({
  quote,
  loading,
  title,
  children,
}: {
  quote: Quote | undefined
  loading: boolean
  title?: string
  children: ReactNode
}) {
  const { t } = useTranslation('payment')
  const money = useMoney()
  const date = useBillingDate()
  const { paymentLine } = useCatalogWords()
  return (
    <Card className="gap-5 lg:sticky lg:top-20" aria-busy={loading}>
      <h2 className="leading-tight font-semibold">{title ?? t('summary.title')}</h2>
      <CardContent className="space-y-4">
        {!quote ? (
          <div role="status" className="space-y-3">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-6 w-full" />
            <span className="sr-only">{t('summary.loading')}</span>
          </div>
        ) : (
          <>
            <p className="font-medium">{paymentLine(quote.line, quote.description)}</p>
            <dl className="space-y-2 text-sm">
              <Row label={t('summary.subtotal')} value={money(quote.subtotal, quote.currency)} />
              {quote.discount > 0 ? (
                <Row
                  label={
                    quote.promo
                      ? t('summary.promo', { code: quote.promo.code })
                      : t('summary.discount')
                  }
                  value={`−${money(quote.discount, quote.currency)}`}
                />
              ) : null}
              {quote.credit > 0 ? (
                <Row
                  label={t('summary.credit')}
                  value={`−${money(quote.credit, quote.currency)}`}
                />
              ) : null}
              <div className="flex items-baseline justify-between gap-3 border-t pt-3 text-base font-semibold">
                <dt>{t('summary.total')}</dt>
                <dd className="text-end tabular-nums" data-testid="order-total">
                  {money(quote.total, quote.currency)}
                </dd>
              </div>
            </dl>
            {quote.starts_at && quote.ends_at ? (
              <p className="text-sm text-muted-foreground">
                {quote.change === 'downgrade' || quote.change === 'renewal'
                  ? t('summary.startsLater', {
                      start: date(quote.starts_at),
                      end: date(quote.ends_at),
                    })
                  : t('summary.startsNow', { end: date(quote.ends_at) })}
              </p>
            ) : null}
          </>
        )}
        {children}
      </CardContent>
    </Card>
  )
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-end tabular-nums">{value}</dd>
    </div>
  )
}
