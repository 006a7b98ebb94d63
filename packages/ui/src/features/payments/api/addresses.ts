import type { ApiClient } from '@amply/api/client'
import { routeQueryOptions } from '../../../lib/server-state/route-queries'

/**
 * `listAddresses` for the address form, which another change moves onto `useRouteMutation`
 * (`invalidates: ['listAddresses']`); then this goes. Same key as every other reader.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- its caller still passes a client
export const addressesQueryOptions = (_client: ApiClient) => routeQueryOptions('listAddresses')
