import type { Period } from '@amply/api/entities/billing'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { paths } from '../../../lib/paths'
import { checkoutChoiceFrom } from '../lib/checkout-search'
import { priceFor } from '@amply/api/entities/billing'
import { yearlySavingPercent } from '@amply/core/plan/plan-prices'
import { plansOnSale } from '../lib/plan-prices'
import { CheckoutLayout, CheckoutPage } from './checkout-page'
import { CheckoutSection } from './checkout-section'
import { PaymentAlert } from './payment-alert'
import { PeriodChoice } from './period-choice'
import { PlanChoice } from './plan-choice'
import { PromoCodeField, usePromoMessage } from './promo-code-field'
import { useRouteQuery } from '../../../lib/server-state/route-queries'

/**
 * `/client/payment` (signed in): the plan and period (from the pricing page's link), the
 * billing address, a promo code, the gateway, and the server's quote of the total; "Pay" goes
 * to the gateway's checkout.
 */
export function PaymentPage() {
  const { t } = useTranslation('payment')
  const plans = useRouteQuery('listPlans')
  return (
    <CheckoutPage
      title={t('checkout.title')}
      description={t('checkout.description')}
      path={paths.payment}
      catalogue={plans}
    >
      <Checkout />
    </CheckoutPage>
  )
}

function Checkout() {
  const { t } = useTranslation('payment')
  const promoMessage = usePromoMessage()
  const [search, setSearch] = useSearchParams()
  const plans = plansOnSale(useRouteQuery('listPlans').data ?? [])
  const asked = checkoutChoiceFrom(search)
  const planKey = plans.some((plan) => plan.key === asked.planKey)
    ? asked.planKey
    : (plans[0]?.key ?? null)
  const period = asked.period
  const plan = plans.find((candidate) => candidate.key === planKey)
  const [promo, setPromo] = useState<string | null>(null)
  const onSale = plan ? priceFor(plan, period) : undefined
  const quote = useRouteQuery(
    'quotePayment',
    {
      query: {
        plan_id: plan?.id ?? '',
        period,
        ...(promo ? { promo_code: promo } : {}),
      },
    },
    { enabled: Boolean(plan && onSale) },
  )
  const promoRefused = quote.data?.promo && !quote.data.promo.valid ? quote.data.promo : null

  const choose = (next: { plan?: string; period?: Period }) => {
    const words = (next.period ?? period) === 'year' ? 'yearly' : 'monthly'
    setSearch({ plan: next.plan ?? planKey ?? '', period: words }, { replace: true })
  }

  return (
    <CheckoutLayout
      choice={
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
      }
      extra={
        plan ? (
          <CheckoutSection title={t('promo.title')}>
            <PromoCodeField planId={plan.id} period={period} applied={promo} onApply={setPromo} />
          </CheckoutSection>
        ) : null
      }
      quote={quote}
      order={
        plan && onSale
          ? (chosen) => ({
              plan_id: plan.id,
              period,
              ...chosen,
              ...(promo && !promoRefused ? { promo_code: promo } : {}),
            })
          : null
      }
      notice={promoRefused ? <PaymentAlert>{promoMessage(promoRefused)}</PaymentAlert> : null}
      terms={t('checkout.noRefund')}
    />
  )
}
