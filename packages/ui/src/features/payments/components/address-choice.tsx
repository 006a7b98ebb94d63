import type { Address } from '@amply/api/entities/billing'
import { PlusIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BillingAddressForm } from '../../../components/forms/billing-address-form'
import type { BillingAddressInput } from '../../../components/forms/billing-address-form'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { countryName } from '../../../lib/countries/countries'
import { useSaveAddress } from '../../../lib/api/addresses'
import { CheckoutSection } from './checkout-section'
import { ChoiceCard, ChoiceGroup } from './choice-card'

/**
 * The billing address a payment is made out to: one of the user's addresses, or a new one
 * added here (the form opens by itself when there is none yet).
 */
export function AddressChoice({
  addresses,
  value,
  onChange,
}: {
  addresses: readonly Address[]
  value: string | null
  onChange: (id: string) => void
}) {
  const { t, i18n } = useTranslation('payment')
  const saving = useSaveAddress()
  const [adding, setAdding] = useState(false)
  const formOpen = adding || addresses.length === 0
  // A new address (`POST client/address`; the first one becomes the primary) is chosen at once.
  const save = async (body: BillingAddressInput) => {
    const address = await saving.mutateAsync({ input: body })
    setAdding(false)
    onChange(address.id)
  }
  return (
    <CheckoutSection
      title={t('checkout.address')}
      description={t('checkout.addressHint')}
      action={
        formOpen ? null : (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setAdding(true)
            }}
          >
            <PlusIcon aria-hidden="true" />
            {t('address.add')}
          </Button>
        )
      }
    >
      {addresses.length > 0 ? (
        <ChoiceGroup label={t('checkout.address')}>
          {addresses.map((address) => (
            <ChoiceCard
              key={address.id}
              name="address"
              value={address.id}
              checked={value === address.id}
              onChange={onChange}
              title={address.name}
              aside={
                address.is_primary ? (
                  <Badge variant="secondary">{t('address.primary')}</Badge>
                ) : null
              }
            >
              {[
                address.line1,
                address.line2,
                [address.postal_code, address.city].filter(Boolean).join(' '),
                address.state,
                countryName(address.country, i18n.language),
              ]
                .filter(Boolean)
                .join(', ')}
            </ChoiceCard>
          ))}
        </ChoiceGroup>
      ) : null}
      {formOpen ? (
        <BillingAddressForm
          aria-label={t('address.formLabel')}
          className="rounded-lg border p-4"
          onSave={save}
          onCancel={
            addresses.length > 0
              ? () => {
                  setAdding(false)
                }
              : undefined
          }
        />
      ) : null}
    </CheckoutSection>
  )
}
