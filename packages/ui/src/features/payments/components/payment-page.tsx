import type { Period } from '@amply/api/entities/billing'
import { useQuery } from '@tanstack/react-query'
import { LockIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PageMeta } from '../../../components/page-meta'
import { Button } from '../../../components/ui/button'
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { useStartedSession } from '../../../lib/session/use-session'
import { paths } from '../../../routes/paths'
import { addressesQueryOptions } from '../api/addresses'
import { gatewaysQueryOptions, plansQueryOptions } from '../api/catalogue'
import { quoteQueryOptions } from '../api/quote'
import { useMoney } from '../hooks/use-money'
import { useStartPayment } from '../hooks/use-start-payment'
import { checkoutChoiceFrom } from '../lib/checkout-search'
import { plansOnSale, priceFor, yearlySavingPercent } from '../lib/plan-prices'
import { AddressChoice } from './address-choice'
import { CheckoutSection } from './checkout-section'
import { GatewayChoice } from './gateway-choice'
import { LoadFailed, PageSkeleton } from './load-failed'
import { OrderSummary } from './order-summary'
import { PageHeader } from './page-header'
import { PaymentAlert } from './payment-alert'
import { PeriodChoice } from './period-choice'
import { PlanChoice } from './plan-choice'
import { PromoCodeField, usePromoMessage } from './promo-code-field'

/**
 * `/client/payment` (signed in): the plan and period (from the pricing page's link), the
 * billing address, a promo code, the gateway, and the server's quote of the total; "Pay" goes
 * to the gateway's checkout.
 */
export function PaymentPage() {
  const { t } = useTranslation('payment')
  const { client } = useStartedSession()
  const plans = useQuery(plansQueryOptions(client))
  const gateways = useQuery(gatewaysQueryOptions(client))
  const addresses = useQuery(addressesQueryOptions(client))
  const failed = plans.isError || gateways.isError || addresses.isError

  return (
    <DashboardContent className="max-w-5xl">
      <PageMeta title={t('checkout.title')} path={paths.payment} noIndex />
      <PageHeader title={t('checkout.title')} description={t('checkout.description')} />
      {failed ? (
        <LoadFailed
          onRetry={() => {
            void plans.refetch()
            void gateways.refetch()
            void addresses.refetch()
          }}
        />
      ) : plans.data && gateways.data && addresses.data ? (
        <Checkout />
      ) : (
        <PageSkeleton />
      )}
    </DashboardContent>
  )
}

function Checkout() {
  const { t, i18n } = useTranslation('payment')
  const { client } = useStartedSession()
  const describe = useErrorText()
  const money = useMoney()
  const promoMessage = usePromoMessage()
  const [search, setSearch] = useSearchParams()
  const plans = plansOnSale(useQuery(plansQueryOptions(client)).data ?? [])
  const gateways = useQuery(gatewaysQueryOptions(client)).data ?? []
  const addresses = useQuery(addressesQueryOptions(client)).data ?? []
  const asked = checkoutChoiceFrom(search)
  const planKey = plans.some((plan) => plan.key === asked.planKey)
    ? asked.planKey
    : (plans[0]?.key ?? null)
  const period = asked.period
  const plan = plans.find((candidate) => candidate.key === planKey)
  const [addressId, setAddressId] = useState<string | null>(null)
  const address =
    addresses.find((candidate) => candidate.id === addressId) ??
    addresses.find((candidate) => candidate.is_primary) ??
    addresses[0]
  const [gatewayId, setGatewayId] = useState<string | null>(null)
  const gateway = gateways.find((candidate) => candidate.id === gatewayId) ?? gateways[0]
  const [promo, setPromo] = useState<string | null>(null)
  const onSale = plan ? priceFor(plan, period) : undefined
  const quote = useQuery({
    ...quoteQueryOptions(client, {
      plan_id: plan?.id ?? '',
      period,
      ...(promo ? { promo_code: promo } : {}),
    }),
    enabled: Boolean(plan && onSale),
  })
  const promoRefused = quote.data?.promo && !quote.data.promo.valid ? quote.data.promo : null
  const pay = useStartPayment()

  const choose = (next: { plan?: string; period?: Period }) => {
    const words = (next.period ?? period) === 'year' ? 'yearly' : 'monthly'
    setSearch({ plan: next.plan ?? planKey ?? '', period: words }, { replace: true })
  }
  const ready = Boolean(plan && onSale && address && gateway && quote.data && !quote.isFetching)

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-10">
        <CheckoutSection title={t('checkout.plan')} description={t('checkout.planHint')}>
          <PeriodChoice
            value={period}
            yearlySaving={plan ? yearlySavingPercent(plan) : 0}
            onChange={(next) => {
              choose({ period: next })
            }}
          />
          {plans.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('plans.none')}</p>
          ) : (
            <PlanChoice
              plans={plans}
              period={period}
              value={planKey}
              onChange={(key) => {
                choose({ plan: key })
              }}
            />
          )}
        </CheckoutSection>
        <AddressChoice
          addresses={addresses}
          value={address?.id ?? null}
          onChange={setAddressId}
          defaultCountry={i18n.language === 'fr' ? 'FR' : i18n.language === 'ar' ? 'AE' : 'US'}
        />
        {plan ? (
          <CheckoutSection title={t('promo.title')}>
            <PromoCodeField planId={plan.id} period={period} applied={promo} onApply={setPromo} />
          </CheckoutSection>
        ) : null}
        <GatewayChoice gateways={gateways} value={gateway?.id ?? null} onChange={setGatewayId} />
      </div>

      <OrderSummary quote={quote.data} loading={quote.isFetching}>
        {promoRefused ? <PaymentAlert>{promoMessage(promoRefused)}</PaymentAlert> : null}
        {quote.isError ? <PaymentAlert>{describe(quote.error)}</PaymentAlert> : null}
        {pay.isError ? <PaymentAlert>{describe(pay.error)}</PaymentAlert> : null}
        {!address ? (
          <p className="text-sm text-muted-foreground">{t('checkout.needAddress')}</p>
        ) : null}
        <Button
          size="lg"
          className="w-full"
          disabled={!ready || pay.isPending}
          onClick={() => {
            if (!plan || !address || !gateway) return
            pay.mutate({
              plan_id: plan.id,
              period,
              gateway: gateway.id,
              address_id: address.id,
              ...(promo && !promoRefused ? { promo_code: promo } : {}),
            })
          }}
        >
          <LockIcon aria-hidden="true" />
          {quote.data
            ? t('checkout.pay', { total: money(quote.data.total, quote.data.currency) })
            : t('checkout.payLater')}
        </Button>
        <p className="text-xs text-muted-foreground">{t('checkout.noRefund')}</p>
      </OrderSummary>
    </div>
  )
}
