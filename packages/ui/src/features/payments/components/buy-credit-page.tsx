import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageMeta } from '../../../components/page-meta'
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content'
import { useStartedSession } from '../../../lib/session/use-session'
import { paths } from '../../../routes/paths'
import { addressesQueryOptions } from '../api/addresses'
import { creditPacksQueryOptions, gatewaysQueryOptions } from '../api/catalogue'
import { quoteQueryOptions } from '../api/quote'
import { useAddressAndGateway } from '../hooks/use-address-and-gateway'
import { useMoney } from '../hooks/use-money'
import { defaultCountryFor } from '../lib/countries'
import { AddressChoice } from './address-choice'
import { CheckoutSection } from './checkout-section'
import { ChoiceCard, ChoiceGroup } from './choice-card'
import { GatewayChoice } from './gateway-choice'
import { WhenLoaded } from './load-failed'
import { PageHeader } from './page-header'
import { PayPanel } from './pay-panel'

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
      <WhenLoaded queries={[packs, gateways, addresses]}>
        <BuyCredit />
      </WhenLoaded>
    </DashboardContent>
  )
}

function BuyCredit() {
  const { t, i18n } = useTranslation('payment')
  const { client } = useStartedSession()
  const money = useMoney()
  const number = new Intl.NumberFormat(i18n.language)
  const packs = useQuery(creditPacksQueryOptions(client)).data ?? []
  const gateways = useQuery(gatewaysQueryOptions(client)).data ?? []
  const addresses = useQuery(addressesQueryOptions(client)).data ?? []
  const [packId, setPackId] = useState<string | null>(null)
  const pack = packs.find((candidate) => candidate.id === packId) ?? packs[0]
  const { address, setAddressId, gateway, setGatewayId } = useAddressAndGateway(addresses, gateways)
  const quote = useQuery({
    ...quoteQueryOptions(client, { pack_id: pack?.id ?? '' }),
    enabled: Boolean(pack),
  })

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
          defaultCountry={defaultCountryFor(i18n.language)}
        />
        <GatewayChoice gateways={gateways} value={gateway?.id ?? null} onChange={setGatewayId} />
      </div>
      <PayPanel
        quote={quote}
        payment={
          pack && address && gateway
            ? { pack_id: pack.id, gateway: gateway.id, address_id: address.id }
            : null
        }
        needAddress={!address}
        terms={t('credit.terms')}
      />
    </div>
  )
}
