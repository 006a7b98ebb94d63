import type { ApiClient } from '@amply/api/client'
import { queryOptions } from '@tanstack/react-query'

/** `GET client/address`: the billing addresses, one of them primary. */
export const addressesQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: ['client', 'address'], queryFn: () => client.call('listAddresses') })
