import type { Period } from '@amply/api/entities/billing'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PageMeta } from '../../../components/page-meta'
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content'
import { useStartedSession } from '../../../lib/session/use-session'
import { paths } from '../../../routes/paths'
import { addressesQueryOptions } from '../api/addresses'
import { gatewaysQueryOptions, plansQueryOptions } from '../api/catalogue'
import { quoteQueryOptions } from '../api/quote'
import { useAddressAndGateway } from '../hooks/use-address-and-gateway'
import { checkoutChoiceFrom } from '../lib/checkout-search'
import { defaultCountryFor } from '../lib/countries'
import { plansOnSale, priceFor, yearlySavingPercent } from '../lib/plan-prices'
import { AddressChoice } from './address-choice'
import { CheckoutSection } from './checkout-section'
import { GatewayChoice } from './gateway-choice'
import { WhenLoaded } from './load-failed'
import { PageHeader } from './page-header'
import { PayPanel } from './pay-panel'
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

  return (
    <DashboardContent className="max-w-5xl">
      <PageMeta title={t('checkout.title')} path={paths.payment} noIndex />
      <PageHeader title={t('checkout.title')} description={t('checkout.description')} />
      <WhenLoaded queries={[plans, gateways, addresses]}>
        <Checkout />
      </WhenLoaded>
    </DashboardContent>
  )
}

function Checkout() {
  const { t, i18n } = useTranslation('payment')
  const { client } = useStartedSession()
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
  const { address, setAddressId, gateway, setGatewayId } = useAddressAndGateway(addresses, gateways)
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

  const choose = (next: { plan?: string; period?: Period }) => {
    const words = (next.period ?? period) === 'year' ? 'yearly' : 'monthly'
    setSearch({ plan: next.plan ?? planKey ?? '', period: words }, { replace: true })
  }

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
          defaultCountry={defaultCountryFor(i18n.language)}
        />
        {plan ? (
          <CheckoutSection title={t('promo.title')}>
            <PromoCodeField planId={plan.id} period={period} applied={promo} onApply={setPromo} />
          </CheckoutSection>
        ) : null}
        <GatewayChoice gateways={gateways} value={gateway?.id ?? null} onChange={setGatewayId} />
      </div>

      <PayPanel
        quote={quote}
        payment={
          plan && onSale && address && gateway
            ? {
                plan_id: plan.id,
                period,
                gateway: gateway.id,
                address_id: address.id,
                ...(promo && !promoRefused ? { promo_code: promo } : {}),
              }
            : null
        }
        needAddress={!address}
        notice={promoRefused ? <PaymentAlert>{promoMessage(promoRefused)}</PaymentAlert> : null}
        terms={t('checkout.noRefund')}
      />
    </div>
  )
}
