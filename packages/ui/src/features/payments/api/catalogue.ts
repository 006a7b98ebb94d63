import type { ApiClient } from '@amply/api/client'
import { queryOptions } from '@tanstack/react-query'

/** `GET client/plans`: the plans on sale, with prices and allowances. */
export const plansQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: ['client', 'plans'], queryFn: () => client.call('listPlans') })

/** `GET client/credit-packs`: the advance-credit packs on sale. */
export const creditPacksQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['client', 'credit-packs'],
    queryFn: () => client.call('listCreditPacks'),
  })

/** `GET client/gateways`: where the user can pay (Stripe, or the embedded test gateway). */
export const gatewaysQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['client', 'gateways'],
    queryFn: () => client.call('listGateways'),
    staleTime: Number.POSITIVE_INFINITY,
  })
