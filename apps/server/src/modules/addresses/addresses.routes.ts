import type { RouteHandlers } from '../../lib/route-table'
import type { AuthContext } from '../auth/auth-context'
import { createAddressService } from './addresses.service'

/** Billing addresses of the signed-in user (docs/product.md#server-calls, client calls). */
export function addressHandlers({ db }: AuthContext): RouteHandlers {
  const addresses = createAddressService(db)
  return {
    listAddresses: (_, c) => addresses.list(c.get('principal').userId),
    createAddress: (input, c) => addresses.create(c.get('principal').userId, input.body),
    updateAddress: (input, c) =>
      addresses.update(c.get('principal').userId, input.params.id, input.body),
    deleteAddress: (input, c) => addresses.remove(c.get('principal').userId, input.params.id),
    setDefaultAddress: (input, c) => addresses.setPrimary(c.get('principal').userId, input.body.id),
  }
}
