import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useAppServices } from '../../../app/app-services'
import type { BillingAddressInput } from '../../../components/forms/billing-address-form'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { useStartedSession } from '../../../lib/session/use-session'
import { addressesQueryOptions } from '../api/account-queries'

/**
 * Create, edit, make primary and delete a billing address; each refreshes the list and says
 * what happened. Create, edit and delete reject, so their form or confirmation can show the
 * server's answer.
 */
export function useAddressActions() {
  const { t } = useTranslation('account')
  const { client } = useStartedSession()
  const { notifications } = useAppServices()
  const describe = useErrorText()
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries(addressesQueryOptions(client))
  const onError = (error: unknown) => {
    notifications.error(describe(error))
  }

  const setPrimary = useMutation({
    mutationFn: (id: string) => client.call('setDefaultAddress', { body: { id } }),
    onSuccess: () => notifications.success(t('billing.addresses.primarySet')),
    onError,
    onSettled: refresh,
  })
  const remove = useMutation({
    mutationFn: (id: string) => client.call('deleteAddress', { params: { id } }),
    onSuccess: () => notifications.success(t('billing.addresses.deleted')),
    // A failure shows in the confirmation, which stays open (ConfirmDialog).
    onSettled: refresh,
  })

  async function save(input: BillingAddressInput, id?: string) {
    if (id) await client.call('updateAddress', { params: { id }, body: input })
    else await client.call('createAddress', { body: input })
    await refresh()
    notifications.success(id ? t('billing.addresses.updated') : t('billing.addresses.added'))
  }

  return { save, setPrimary, remove }
}
