import { addressInputSchema } from '@amply/api/entities/billing'
import type { Address } from '@amply/api/entities/billing'
import { useMemo } from 'react'
import type { z } from 'zod'
import { useTranslation } from 'react-i18next'
import { countryOptions, likelyCountry } from '../../lib/countries/countries'
import { useSchemaForm } from '../../lib/forms/use-schema-form'
import { cn } from '../../lib/utils'
import { Button } from '../ui/button'
import { Input } from '../ui/input'
import { NativeSelect } from '../ui/native-select'
import { FormAlert } from './form-alert'
import { FormField } from './form-field'
import { SubmitButton } from './submit-button'

export type BillingAddressInput = z.output<typeof addressInputSchema>
type TextField = Exclude<keyof BillingAddressInput, 'country'>

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

/**
 * The billing address form of the checkout and of the account's billing tab: the contract's
 * schema checks it, the server's answer lands on its fields or the alert, and `onSave` does
 * the call (a new address without `address`, an edit with it). Cancel shows with `onCancel`.
 */
export function BillingAddressForm({
  address,
  onSave,
  onCancel,
  className,
  'aria-label': ariaLabel,
}: {
  address?: Address | undefined
  onSave: (input: BillingAddressInput) => Promise<void>
  onCancel?: (() => void) | undefined
  className?: string
  'aria-label'?: string
}) {
  const { t, i18n } = useTranslation('auth')
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
  return (
    <form
      noValidate
      aria-label={ariaLabel}
      onSubmit={onSubmit(onSave)}
      className={cn('grid gap-4 sm:grid-cols-2', className)}
    >
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
                ? t('addressForm.optional', { field: t(`addressForm.fields.${field.name}`) })
                : t(`addressForm.fields.${field.name}`)
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
        <FormField label={t('addressForm.fields.country')} error={errors.country?.message}>
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
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            {t('addressForm.cancel')}
          </Button>
        ) : null}
        <SubmitButton pending={isSubmitting} size="default" className="w-full sm:w-auto">
          {isSubmitting ? t('addressForm.saving') : t('addressForm.save')}
        </SubmitButton>
      </div>
    </form>
  )
}
