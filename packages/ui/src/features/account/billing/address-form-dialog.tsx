import type { Address } from '@amply/api/entities/billing'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BillingAddressForm } from '../../../components/forms/billing-address-form'
import type { BillingAddressInput } from '../../../components/forms/billing-address-form'
import { AccountDialog, AccountDialogHeader } from '../components/account-dialog'

/** Adds a billing address, or edits `address`. */
export function AddressFormDialog({
  address,
  onSave,
  onClose,
}: {
  address?: Address
  onSave: (input: BillingAddressInput) => Promise<void>
  onClose: () => void
}) {
  const { t } = useTranslation('account')
  // A save half sent must not vanish from view: the dialog stays while it runs.
  const [saving, setSaving] = useState(false)
  return (
    <AccountDialog busy={saving} onClose={onClose}>
      <AccountDialogHeader
        title={address ? t('billing.addresses.editTitle') : t('billing.addresses.addTitle')}
        description={t('billing.addresses.formDescription')}
      />
      <BillingAddressForm
        address={address}
        onSave={async (input) => {
          setSaving(true)
          try {
            await onSave(input)
          } finally {
            setSaving(false)
          }
        }}
      />
    </AccountDialog>
  )
}
