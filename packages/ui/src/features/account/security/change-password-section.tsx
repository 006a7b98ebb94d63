import { changePasswordRequestSchema } from '@amply/api/entities/auth'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useAppServices } from '../../../lib/app-services'
import { FormAlert } from '../../../components/forms/form-alert'
import { FormField } from '../../../components/forms/form-field'
import { PasswordInput } from '../../../components/forms/password-input'
import { PasswordStrengthMeter } from '../../../components/forms/password-strength-meter'
import { SubmitButton } from '../../../components/forms/submit-button'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { AccountSection } from '../components/account-section'
import { CurrentPasswordField, usePasswordCheckedCall } from '../components/current-password-field'
import { useAccountUser } from '../hooks/use-account-user'
import { useChangePassword } from '../api/security'

/** Change the password; the server keeps this session and signs every other device out. */
export function ChangePasswordSection() {
  const { t } = useTranslation('account')
  const { t: tAuth } = useTranslation('auth')
  const user = useAccountUser()
  const change = useChangePassword()
  const { notifications } = useAppServices()
  const schema = useMemo(
    () =>
      changePasswordRequestSchema
        .extend({ confirm_password: z.string() })
        .refine((values) => values.new_password === values.confirm_password, {
          path: ['confirm_password'],
          error: tAuth('reset.mismatch'),
        }),
    [tAuth],
  )
  const { form, alert, onSubmit } = useSchemaForm(schema, {
    current_password: '',
    new_password: '',
    confirm_password: '',
  })
  const checked = usePasswordCheckedCall(form)
  const { errors, isSubmitting } = form.formState
  const password = form.watch('new_password')

  const submit = onSubmit(async ({ current_password, new_password }) => {
    const changed = await checked(() =>
      change.mutateAsync({ body: { current_password, new_password } }),
    )
    if (!changed) return
    form.reset()
    notifications.success(t('security.password.changed'))
  })

  return (
    <AccountSection
      title={t('security.password.title')}
      description={t('security.password.description')}
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <CurrentPasswordField form={form} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label={t('security.fields.newPassword')}
            error={errors.new_password?.message}
            hint={
              <PasswordStrengthMeter
                password={password}
                personal={[user.first_name, user.last_name, user.email]}
              />
            }
          >
            {(control) => (
              <PasswordInput
                {...control}
                {...form.register('new_password')}
                autoComplete="new-password"
              />
            )}
          </FormField>
          <FormField
            label={t('security.fields.confirmPassword')}
            error={errors.confirm_password?.message}
          >
            {(control) => (
              <PasswordInput
                {...control}
                {...form.register('confirm_password')}
                autoComplete="new-password"
              />
            )}
          </FormField>
        </div>
        <div className="flex justify-end">
          <SubmitButton pending={isSubmitting} size="default" className="w-full sm:w-auto">
            {isSubmitting ? t('security.password.submitting') : t('security.password.submit')}
          </SubmitButton>
        </div>
      </form>
    </AccountSection>
  )
}
