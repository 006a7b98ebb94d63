import { MailIcon } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppServices } from '../../../lib/app-services'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/input'
import { FormAlert } from '../../../components/forms/form-alert'
import { FormField } from '../../../components/forms/form-field'
import { SubmitButton } from '../../../components/forms/submit-button'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { AccountSection } from '../components/account-section'
import { useAccountUser } from '../hooks/use-account-user'
import { isPhoneCountry, likelyPhoneCountry } from '../lib/countries'
import { splitPhoneNumber, storedPhoneNumber } from '../lib/phone-number'
import { ChangeEmailDialog } from './change-email-dialog'
import { PhoneField } from './phone-field'
import { profileFormSchema } from './profile-form-schema'
import { isolate } from '../../../lib/format/isolate'
import { useUpdateProfile } from '../api/profile'

/** Today as YYYY-MM-DD in the visitor's own calendar day (a birthday is local). */
function localToday(): string {
  const now = new Date()
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** Names, date of birth and contact number, saved with PATCH auth/clients/profile. */
export function ProfileForm() {
  const { t } = useTranslation('account')
  const user = useAccountUser()
  const update = useUpdateProfile()
  const { notifications } = useAppServices()
  const [changingEmail, setChangingEmail] = useState(false)
  /** The address a confirmation link went to, until it is opened (then the email is it). */
  const [pendingEmail, setPendingEmail] = useState<string | null>(null)
  const today = useMemo(() => localToday(), [])
  const schema = useMemo(
    () =>
      profileFormSchema(
        { futureDate: t('profile.errors.futureDate'), phone: t('profile.errors.phone') },
        today,
      ),
    [t, today],
  )
  const phone = splitPhoneNumber(user.contact_number, likelyPhoneCountry(navigator.languages))
  const { form, alert, onSubmit } = useSchemaForm(schema, {
    first_name: user.first_name,
    last_name: user.last_name,
    dob: user.dob ?? '',
    country: phone.country,
    phone: phone.national,
  })
  const { errors, isSubmitting, isDirty } = form.formState

  const submit = onSubmit(async (values) => {
    if (!isPhoneCountry(values.country)) return
    await update.mutateAsync({
      body: {
        first_name: values.first_name,
        last_name: values.last_name,
        dob: values.dob === '' ? null : values.dob,
        contact_number: storedPhoneNumber(values.phone, values.country),
      },
    })
    form.reset(values)
    notifications.success(t('profile.saved'))
  })

  return (
    <AccountSection
      title={t('profile.details.title')}
      description={t('profile.details.description')}
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('profile.fields.firstName')} error={errors.first_name?.message}>
            {(control) => (
              <Input {...control} {...form.register('first_name')} autoComplete="given-name" />
            )}
          </FormField>
          <FormField label={t('profile.fields.lastName')} error={errors.last_name?.message}>
            {(control) => (
              <Input {...control} {...form.register('last_name')} autoComplete="family-name" />
            )}
          </FormField>
        </div>
        <FormField
          label={t('profile.fields.email')}
          hint={
            pendingEmail && pendingEmail !== user.email
              ? t('profile.email.pending', { email: isolate(pendingEmail) })
              : t('profile.emailHint')
          }
        >
          {(control) => (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                {...control}
                value={user.email}
                readOnly
                type="email"
                dir="ltr"
                className="flex-1 rtl:text-right"
              />
              <Button
                type="button"
                variant="outline"
                className="h-10 shrink-0"
                onClick={() => {
                  setChangingEmail(true)
                }}
              >
                <MailIcon aria-hidden="true" />
                {t('profile.email.change')}
              </Button>
            </div>
          )}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label={t('profile.fields.dob')}
            error={errors.dob?.message}
            hint={t('profile.dobHint')}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('dob')}
                type="date"
                max={today}
                autoComplete="bday"
              />
            )}
          </FormField>
        </div>
        <PhoneField form={form} />
        <div className="flex justify-end">
          <SubmitButton
            pending={isSubmitting}
            disabled={isSubmitting || !isDirty}
            className="w-full sm:w-auto"
            size="default"
          >
            {isSubmitting ? t('profile.saving') : t('profile.save')}
          </SubmitButton>
        </div>
      </form>
      {changingEmail ? (
        <ChangeEmailDialog
          currentEmail={user.email}
          request={(body) => update.mutateAsync({ body })}
          onSent={setPendingEmail}
          onClose={() => {
            setChangingEmail(false)
          }}
        />
      ) : null}
    </AccountSection>
  )
}
