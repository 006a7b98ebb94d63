import { addressInputSchema } from '@amply/api/entities/billing'
import type { Address } from '@amply/api/entities/billing'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import type { Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { placeIssues, validationIssues } from '../../../lib/forms/server-errors'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { useStartedSession } from '../../../lib/session/use-session'
import { addressesQueryOptions } from '../api/addresses'
import { countryOptions } from '../lib/countries'
import { PaymentAlert } from './payment-alert'

type AddressInput = z.input<typeof addressInputSchema>
const fieldNames = ['name', 'line1', 'line2', 'city', 'state', 'postal_code', 'country'] as const

/**
 * A new billing address (`POST client/address`), checked with the contract's schema; the first
 * one becomes the primary. Answers the stored address to `onSaved`.
 */
export function AddressForm({
  onSaved,
  onCancel,
  defaultCountry,
}: {
  onSaved: (address: Address) => void
  onCancel?: () => void
  defaultCountry: string
}) {
  const { t, i18n } = useTranslation('payment')
  const { client } = useStartedSession()
  const queryClient = useQueryClient()
  const describe = useErrorText()
  const [alert, setAlert] = useState<string | null>(null)
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language])
  const form = useForm<AddressInput, unknown, z.output<typeof addressInputSchema>>({
    resolver: zodResolver(addressInputSchema, {
      error: (issue) => (issue.code === 'too_big' ? t('address.tooLong') : t('address.required')),
    }),
    defaultValues: {
      name: '',
      line1: '',
      line2: '',
      city: '',
      state: '',
      postal_code: '',
      country: defaultCountry,
    },
    mode: 'onTouched',
  })
  const save = useMutation({
    mutationFn: (body: z.output<typeof addressInputSchema>) =>
      client.call('createAddress', { body }),
    onSuccess: async (address) => {
      await queryClient.invalidateQueries({ queryKey: addressesQueryOptions(client).queryKey })
      onSaved(address)
    },
    onError: (error) => {
      const issues = validationIssues(error)
      if (!issues) {
        setAlert(describe(error))
        return
      }
      const placed = placeIssues(issues, fieldNames)
      for (const { field, message } of placed.fields) form.setError(field, { message })
      setAlert(placed.alert ?? null)
    },
  })
  const { errors } = form.formState
  const text = (name: Path<AddressInput>, label: string, autoComplete: string, wide = false) => (
    <AddressField label={label} error={errors[name]?.message} wide={wide}>
      {(props) => <Input autoComplete={autoComplete} {...props} {...form.register(name)} />}
    </AddressField>
  )

  return (
    <form
      noValidate
      aria-label={t('address.formLabel')}
      className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2"
      onSubmit={(event) => {
        setAlert(null)
        void form.handleSubmit((values) => {
          save.mutate(values)
        })(event)
      }}
    >
      {alert ? (
        <div className="sm:col-span-2">
          <PaymentAlert>{alert}</PaymentAlert>
        </div>
      ) : null}
      {text('name', t('address.name'), 'name', true)}
      {text('line1', t('address.line1'), 'address-line1', true)}
      {text('line2', t('address.line2'), 'address-line2', true)}
      {text('city', t('address.city'), 'address-level2')}
      {text('state', t('address.state'), 'address-level1')}
      {text('postal_code', t('address.postalCode'), 'postal-code')}
      <AddressField label={t('address.country')} error={errors.country?.message}>
        {(props) => (
          <select
            autoComplete="country"
            className="h-10 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:text-sm [&>option]:bg-background"
            {...props}
            {...form.register('country')}
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.label}
              </option>
            ))}
          </select>
        )}
      </AddressField>
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('address.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {t('address.save')}
        </Button>
      </div>
    </form>
  )
}

interface FieldProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

function AddressField({
  label,
  error,
  wide = false,
  children,
}: {
  label: string
  error: string | undefined
  wide?: boolean
  children: (props: FieldProps) => ReactNode
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={wide ? 'flex flex-col gap-2 sm:col-span-2' : 'flex flex-col gap-2'}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}
