import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useAppServices } from '../../../lib/app-services'
import type { BillingAddressInput } from '../../../components/forms/billing-address-form'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { useInvalidateRoutes } from '../../../lib/server-state/use-invalidate-routes'
import { useRouteCall } from '../../../lib/server-state/use-route-call'

/**
 * Create, edit, make primary and delete a billing address; each refreshes the list and says
 * what happened. Create, edit and delete reject, so their form or confirmation can show the
 * server's answer.
 */
export function useAddressActions() {
  const { t } = useTranslation('account')
  const call = useRouteCall()
  const { notifications } = useAppServices()
  const describe = useErrorText()
  const invalidate = useInvalidateRoutes()
  const refresh = () => invalidate(['listAddresses'])
  const onError = (error: unknown) => {
    notifications.error(describe(error))
  }

  const setPrimary = useMutation({
    mutationFn: (id: string) => call('setDefaultAddress', { body: { id } }),
    onSuccess: () => notifications.success(t('billing.addresses.primarySet')),
    onError,
    onSettled: refresh,
  })
  const remove = useMutation({
    mutationFn: (id: string) => call('deleteAddress', { params: { id } }),
    onSuccess: () => notifications.success(t('billing.addresses.deleted')),
    // A failure shows in the confirmation, which stays open (ConfirmDialog).
    onSettled: refresh,
  })

  async function save(input: BillingAddressInput, id?: string) {
    if (id) await call('updateAddress', { params: { id }, body: input })
    else await call('createAddress', { body: input })
    await refresh()
    notifications.success(id ? t('billing.addresses.updated') : t('billing.addresses.added'))
  }

  return { save, setPrimary, remove }
}
