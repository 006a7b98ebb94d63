import { useId, useMemo } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { phoneCountryOptions } from '../lib/countries'
import type { ProfileFormValues } from './profile-form-schema'
import { NativeSelect } from '../../../components/ui/native-select'

/**
 * The contact number: a country picker (names in the interface language, with the dialling
 * prefix) and the number as dialled in that country, checked against that country's plan.
 */
export function PhoneField({ form }: { form: UseFormReturn<ProfileFormValues, unknown, unknown> }) {
  const { t, i18n } = useTranslation('account')
  const countries = useMemo(() => phoneCountryOptions(i18n.language), [i18n.language])
  const countryId = useId()
  const phoneId = useId()
  const errorId = `${phoneId}-error`
  const hintId = `${phoneId}-hint`
  const country = form.watch('country')
  const prefix = countries.find((option) => option.code === country)?.phone
  const error = form.formState.errors.phone?.message
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm leading-none font-medium">{t('profile.fields.contact')}</legend>
      <div className="grid gap-3 pt-2 sm:grid-cols-[minmax(0,14rem)_1fr]">
        <div className="space-y-1.5">
          <Label htmlFor={countryId} className="text-xs text-muted-foreground">
            {t('profile.fields.country')}
          </Label>
          <NativeSelect id={countryId} {...form.register('country')} autoComplete="country">
            {countries.map((option) => (
              <option key={option.code} value={option.code}>
                {t('profile.countryOption', { country: option.label, prefix: option.phone })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={phoneId} className="text-xs text-muted-foreground">
            {t('profile.fields.phone')}
          </Label>
          <div className="flex items-stretch" dir="ltr">
            <span
              aria-hidden="true"
              className="inline-flex items-center rounded-s-md border border-e-0 bg-muted px-3 text-sm text-muted-foreground tabular-nums"
            >
              +{prefix}
            </span>
            <Input
              id={phoneId}
              {...form.register('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              className="rounded-s-none"
            />
          </div>
        </div>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('profile.phoneHint', { prefix: `+${prefix ?? ''}` })}
      </p>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
