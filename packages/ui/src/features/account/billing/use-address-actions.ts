import { useTranslation } from 'react-i18next'
import { useAppServices } from '../../../lib/app-services'
import type { BillingAddressInput } from '../../../components/forms/billing-address-form'
import { useDeleteAddress, useSaveAddress, useSetPrimaryAddress } from '../../../lib/api/addresses'
import { useErrorText } from '../../../lib/forms/use-error-text'

/**
 * Create, edit, make primary and delete a billing address, each saying what happened. Create,
 * edit and delete reject, so their form or confirmation can show the server's answer.
 */
export function useAddressActions() {
  const { t } = useTranslation('account')
  const { notifications } = useAppServices()
  const describe = useErrorText()
  const setPrimary = useSetPrimaryAddress({
    onSuccess: () => notifications.success(t('billing.addresses.primarySet')),
    onError: (error) => {
      notifications.error(describe(error))
    },
  })
  // A failure shows in the confirmation, which stays open (ConfirmDialog).
  const remove = useDeleteAddress({
    onSuccess: () => notifications.success(t('billing.addresses.deleted')),
  })
  const saving = useSaveAddress()

  async function save(input: BillingAddressInput, id?: string) {
    await saving.mutateAsync({ input, id })
    notifications.success(id ? t('billing.addresses.updated') : t('billing.addresses.added'))
  }

  return { save, setPrimary, remove }
}
