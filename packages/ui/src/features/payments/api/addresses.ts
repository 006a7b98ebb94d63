import type { ApiClient } from '@amply/api/client'
import { routeQueryOptions } from '../../../lib/server-state/route-queries'

/**
 * `listAddresses` for the address form, which another change moves onto `useRouteMutation`
 * (`invalidates: ['listAddresses']`); then this goes. Same key as every other reader.
 */
export const addressesQueryOptions = (_client: ApiClient) => routeQueryOptions('listAddresses')
