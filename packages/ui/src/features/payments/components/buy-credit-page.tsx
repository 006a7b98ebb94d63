import { useQuery } from '@tanstack/react-query'
import { LockIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageMeta } from '../../../components/page-meta'
import { Button } from '../../../components/ui/button'
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { useStartedSession } from '../../../lib/session/use-session'
import { paths } from '../../../routes/paths'
import { addressesQueryOptions } from '../api/addresses'
import { creditPacksQueryOptions, gatewaysQueryOptions } from '../api/catalogue'
import { quoteQueryOptions } from '../api/quote'
import { useMoney } from '../hooks/use-money'
import { useStartPayment } from '../hooks/use-start-payment'
import { AddressChoice } from './address-choice'
import { CheckoutSection } from './checkout-section'
import { ChoiceCard, ChoiceGroup } from './choice-card'
import { GatewayChoice } from './gateway-choice'
import { LoadFailed, PageSkeleton } from './load-failed'
import { OrderSummary } from './order-summary'
import { PageHeader } from './page-header'
import { PaymentAlert } from './payment-alert'

/**
 * `/client/buy-advance-credit`: extra queries of one credit group, used once the plan's
 * allowance for the day or month is spent. A pack, the billing address, the gateway, pay.
 */
export function BuyCreditPage() {
  const { t } = useTranslation('payment')
  const { client } = useStartedSession()
  const packs = useQuery(creditPacksQueryOptions(client))
  const gateways = useQuery(gatewaysQueryOptions(client))
  const addresses = useQuery(addressesQueryOptions(client))
  return (
    <DashboardContent className="max-w-5xl">
      <PageMeta title={t('credit.title')} path={paths.buyAdvanceCredit} noIndex />
      <PageHeader title={t('credit.title')} description={t('credit.description')} />
      {packs.isError || gateways.isError || addresses.isError ? (
        <LoadFailed
          onRetry={() => {
            void packs.refetch()
            void gateways.refetch()
            void addresses.refetch()
          }}
        />
      ) : packs.data && gateways.data && addresses.data ? (
        <BuyCredit />
      ) : (
        <PageSkeleton />
      )}
    </DashboardContent>
  )
}

function BuyCredit() {
  const { t, i18n } = useTranslation('payment')
  const { client } = useStartedSession()
  const describe = useErrorText()
  const money = useMoney()
  const number = new Intl.NumberFormat(i18n.language)
  const packs = useQuery(creditPacksQueryOptions(client)).data ?? []
  const gateways = useQuery(gatewaysQueryOptions(client)).data ?? []
  const addresses = useQuery(addressesQueryOptions(client)).data ?? []
  const [packId, setPackId] = useState<string | null>(null)
  const pack = packs.find((candidate) => candidate.id === packId) ?? packs[0]
  const [addressId, setAddressId] = useState<string | null>(null)
  const address =
    addresses.find((candidate) => candidate.id === addressId) ??
    addresses.find((candidate) => candidate.is_primary) ??
    addresses[0]
  const [gatewayId, setGatewayId] = useState<string | null>(null)
  const gateway = gateways.find((candidate) => candidate.id === gatewayId) ?? gateways[0]
  const quote = useQuery({
    ...quoteQueryOptions(client, { pack_id: pack?.id ?? '' }),
    enabled: Boolean(pack),
  })
  const pay = useStartPayment()
  const ready = Boolean(pack && address && gateway && quote.data && !quote.isFetching)

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-10">
        <CheckoutSection title={t('credit.packs')} description={t('credit.packsHint')}>
          {packs.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('credit.none')}</p>
          ) : (
            <ChoiceGroup label={t('credit.packs')} className="sm:grid-cols-2">
              {packs.map((candidate) => (
                <ChoiceCard
                  key={candidate.id}
                  name="pack"
                  value={candidate.id}
                  checked={pack?.id === candidate.id}
                  onChange={setPackId}
                  title={candidate.name}
                  aside={
                    <span className="font-semibold">
                      {money(candidate.price, candidate.currency)}
                    </span>
                  }
                >
                  <span className="block">{candidate.description}</span>
                  <span className="mt-1 block text-xs tabular-nums">
                    {t('credit.queries', {
                      count: candidate.credits,
                      formatted: number.format(candidate.credits),
                      group: candidate.query_credit_group_name,
                    })}
                  </span>
                </ChoiceCard>
              ))}
            </ChoiceGroup>
          )}
        </CheckoutSection>
        <AddressChoice
          addresses={addresses}
          value={address?.id ?? null}
          onChange={setAddressId}
          defaultCountry={i18n.language === 'fr' ? 'FR' : i18n.language === 'ar' ? 'AE' : 'US'}
        />
        <GatewayChoice gateways={gateways} value={gateway?.id ?? null} onChange={setGatewayId} />
      </div>
      <OrderSummary quote={quote.data} loading={quote.isFetching}>
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
            if (!pack || !address || !gateway) return
            pay.mutate({ pack_id: pack.id, gateway: gateway.id, address_id: address.id })
          }}
        >
          <LockIcon aria-hidden="true" />
          {quote.data
            ? t('checkout.pay', { total: money(quote.data.total, quote.data.currency) })
            : t('checkout.payLater')}
        </Button>
        <p className="text-xs text-muted-foreground">{t('credit.terms')}</p>
      </OrderSummary>
    </div>
  )
}
