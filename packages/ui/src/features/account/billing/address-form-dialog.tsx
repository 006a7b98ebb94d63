import { addressInputSchema } from '@amply/api/entities/billing'
import type { Address } from '@amply/api/entities/billing'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { DialogFooter } from '../../../components/ui/dialog'
import { Input } from '../../../components/ui/input'
import { FormAlert } from '../../../components/forms/form-alert'
import { FormField } from '../../../components/forms/form-field'
import { SubmitButton } from '../../../components/forms/submit-button'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { AccountDialog, AccountDialogHeader } from '../components/account-dialog'
import { NativeSelect } from '../components/native-select'
import { countryOptions, likelyCountry } from '../lib/countries'
import type { AddressInput } from './use-address-actions'

type TextField = Exclude<keyof AddressInput, 'country'>

/** The fields in reading order, with their autofill names; `half` pairs them on wide screens. */
const textFields: { name: TextField; autoComplete: string; half?: boolean; optional?: boolean }[] =
  [
    { name: 'name', autoComplete: 'name' },
    { name: 'line1', autoComplete: 'address-line1' },
    { name: 'line2', autoComplete: 'address-line2', optional: true },
    { name: 'city', autoComplete: 'address-level2', half: true },
    { name: 'state', autoComplete: 'address-level1', half: true, optional: true },
    { name: 'postal_code', autoComplete: 'postal-code', half: true, optional: true },
    { name: 'phone', autoComplete: 'tel', half: true, optional: true },
  ]

/** Adds a billing address, or edits `address`. */
export function AddressFormDialog({
  address,
  onSave,
  onClose,
}: {
  address?: Address
  onSave: (input: AddressInput) => Promise<void>
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('account')
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language])
  const { form, alert, onSubmit } = useSchemaForm(addressInputSchema, {
    name: address?.name ?? '',
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postal_code: address?.postal_code ?? '',
    country: address?.country ?? likelyCountry(navigator.languages),
    phone: address?.phone ?? '',
  })
  const { errors, isSubmitting } = form.formState
  const submit = onSubmit(onSave)
  return (
    <AccountDialog busy={isSubmitting} onClose={onClose}>
      <AccountDialogHeader
        title={address ? t('billing.addresses.editTitle') : t('billing.addresses.addTitle')}
        description={t('billing.addresses.formDescription')}
      />
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        {alert ? (
          <div className="sm:col-span-2">
            <FormAlert>{alert}</FormAlert>
          </div>
        ) : null}
        {textFields.map((field) => (
          <div key={field.name} className={field.half ? undefined : 'sm:col-span-2'}>
            <FormField
              label={
                field.optional
                  ? t('billing.addresses.optional', {
                      field: t(`billing.addresses.fields.${field.name}`),
                    })
                  : t(`billing.addresses.fields.${field.name}`)
              }
              error={errors[field.name]?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  {...form.register(field.name)}
                  autoComplete={field.autoComplete}
                  type={field.name === 'phone' ? 'tel' : 'text'}
                />
              )}
            </FormField>
          </div>
        ))}
        <div className="sm:col-span-2">
          <FormField label={t('billing.addresses.fields.country')} error={errors.country?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register('country')} autoComplete="country">
                {countries.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <DialogFooter className="sm:col-span-2">
          <SubmitButton pending={isSubmitting} size="default" className="w-full sm:w-auto">
            {isSubmitting ? t('billing.addresses.saving') : t('billing.addresses.save')}
          </SubmitButton>
        </DialogFooter>
      </form>
    </AccountDialog>
  )
}
