import type { ApiClient } from '@amply/api/client'
import { queryOptions } from '@tanstack/react-query'

/** `GET client/invoice`: invoices, newest first, each with a signed PDF link. */
export const invoicesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['client', 'invoice'],
    queryFn: () => client.call('listInvoices'),
    staleTime: 0,
  })

/** `GET client/pending-payments`: checkouts still open, to resume or drop. */
export const pendingPaymentsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['client', 'pending-payments'],
    queryFn: () => client.call('listPendingPayments'),
    staleTime: 0,
  })
