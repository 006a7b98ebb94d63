import type { RouteInput } from '@amply/api/client'
import { useRouteMutation, useRoutesMutation } from '../server-state/route-mutation'
import type { ScreenRouteOptions } from '../server-state/route-mutation'

/*
 * The user's billing addresses are changed from the account's billing tab and from checkout:
 * one set of writes for both, each asking the address list again.
 */

/** A new address (`id` absent; the first one becomes the primary), or changes to one. */
export interface AddressSave {
  input: RouteInput<'createAddress'>['body']
  id?: string | undefined
}

/** Adds or edits an address; answers the address as stored. */
export const useSaveAddress = () =>
  useRoutesMutation(
    (call, { input, id }: AddressSave) =>
      id
        ? call('updateAddress', { params: { id }, body: input })
        : call('createAddress', { body: input }),
    { invalidates: ['listAddresses'] },
  )

/** Makes an address the primary one (printed on invoices). */
export const useSetPrimaryAddress = (options?: ScreenRouteOptions<'setDefaultAddress'>) =>
  useRouteMutation('setDefaultAddress', { ...options, invalidates: ['listAddresses'] })

/** Deletes an address. */
export const useDeleteAddress = (options?: ScreenRouteOptions<'deleteAddress'>) =>
  useRouteMutation('deleteAddress', { ...options, invalidates: ['listAddresses'] })
