import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { PageMeta } from '../../../components/page-meta'
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content'
import { useAddressAndGateway } from '../hooks/use-address-and-gateway'
import type { PaymentBody } from '../api/payments'
import { AddressChoice } from './address-choice'
import { GatewayChoice } from './gateway-choice'
import { WhenLoaded } from './load-failed'
import { PageHeader } from './page-header'
import { PayPanel } from './pay-panel'
import { useRouteQuery } from '../../../lib/server-state/route-queries'

/**
 * A checkout page (a plan, a credit pack): its title, then `children` once what it sells
 * (`catalogue`), the gateways and the billing addresses have loaded.
 */
export function CheckoutPage({
  title,
  description,
  path,
  catalogue,
  children,
}: {
  title: string
  description: string
  path: string
  catalogue: Pick<UseQueryResult, 'data' | 'isError' | 'refetch'>
  children: ReactNode
}) {
  const gateways = useRouteQuery('listGateways')
  const addresses = useRouteQuery('listAddresses')
  return (
    <DashboardContent className="max-w-5xl">
      <PageMeta title={title} path={path} noIndex />
      <PageHeader title={title} description={description} />
      <WhenLoaded queries={[catalogue, gateways, addresses]}>{children}</WhenLoaded>
    </DashboardContent>
  )
}

/**
 * A checkout's two columns: what to buy (`choice`), the billing address, `extra` (a promo
 * code), the gateway; beside them the Pay panel. `order` makes the payment from the address
 * and gateway chosen, or is null while something is missing.
 */
export function CheckoutLayout({
  choice,
  extra,
  quote,
  order,
  notice,
  terms,
}: {
  choice: ReactNode
  extra?: ReactNode
  quote: Parameters<typeof PayPanel>[0]['quote']
  order: ((chosen: { gateway: string; address_id: string }) => PaymentBody) | null
  notice?: ReactNode
  terms: string
}) {
  const gateways = useRouteQuery('listGateways').data ?? []
  const addresses = useRouteQuery('listAddresses').data ?? []
  const { address, setAddressId, gateway, setGatewayId } = useAddressAndGateway(addresses, gateways)
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-10">
        {choice}
        <AddressChoice addresses={addresses} value={address?.id ?? null} onChange={setAddressId} />
        {extra}
        <GatewayChoice gateways={gateways} value={gateway?.id ?? null} onChange={setGatewayId} />
      </div>
      <PayPanel
        quote={quote}
        payment={
          order && address && gateway
            ? order({ gateway: gateway.id, address_id: address.id })
            : null
        }
        needAddress={!address}
        notice={notice}
        terms={terms}
      />
    </div>
  )
}
