import { resetPasswordRequestSchema } from '@amply/api/entities/auth'
import { ApiError } from '@amply/api/errors'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { z } from 'zod'
import { PageMeta } from '../../../components/page-meta'
import { paths } from '../../../lib/paths'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { loginNoticeState } from '../lib/login-notices'
import { AuthHeading } from './auth-heading'
import { FormAlert } from '../../../components/forms/form-alert'
import { FormField } from '../../../components/forms/form-field'
import { PasswordInput } from '../../../components/forms/password-input'
import { PasswordStrengthMeter } from '../../../components/forms/password-strength-meter'
import { SubmitButton } from '../../../components/forms/submit-button'
import { textLinkVariants } from '../../../components/ui/text-link'
import { useResetPassword } from '../api/sign-up'

/** `/client/reset-password/{token}`: a new password, twice, from the link of the reset mail. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth')
  const reset = useResetPassword()
  const navigate = useNavigate()
  const { token = '' } = useParams()
  const [linkRefused, setLinkRefused] = useState(false)
  const schema = useMemo(
    () =>
      resetPasswordRequestSchema
        .pick({ password: true })
        .extend({ confirm_password: z.string() })
        .refine((values) => values.password === values.confirm_password, {
          path: ['confirm_password'],
          error: t('reset.mismatch'),
        }),
    [t],
  )
  const { form, alert, onSubmit } = useSchemaForm(schema, { password: '', confirm_password: '' })
  const { errors, isSubmitting } = form.formState
  const password = form.watch('password')

  const submit = onSubmit(
    async ({ password: newPassword }) => {
      setLinkRefused(false)
      try {
        await reset.mutateAsync({ body: { token, password: newPassword } })
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) setLinkRefused(true)
        throw error
      }
      void navigate(paths.login, { replace: true, state: loginNoticeState('passwordReset') })
    },
    () => ({ 400: t('reset.errors.invalidLink') }),
  )

  return (
    <>
      <PageMeta
        title={t('reset.title')}
        path={paths.resetPassword.replace('/:token', '')}
        noIndex
      />
      <div className="flex flex-col gap-6">
        <AuthHeading title={t('reset.heading')}>{t('reset.subtitle')}</AuthHeading>
        <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-5">
          {alert ? (
            <FormAlert>
              {alert}
              {linkRefused ? (
                <>
                  {' '}
                  <Link to={paths.forgotPassword}>{t('reset.newLink')}</Link>
                </>
              ) : null}
            </FormAlert>
          ) : null}
          <FormField
            label={t('fields.newPassword')}
            error={errors.password?.message}
            hint={<PasswordStrengthMeter password={password} />}
          >
            {(control) => (
              <PasswordInput
                {...control}
                {...form.register('password')}
                autoComplete="new-password"
              />
            )}
          </FormField>
          <FormField label={t('fields.confirmPassword')} error={errors.confirm_password?.message}>
            {(control) => (
              <PasswordInput
                {...control}
                {...form.register('confirm_password')}
                autoComplete="new-password"
              />
            )}
          </FormField>
          <SubmitButton pending={isSubmitting}>
            {isSubmitting ? t('reset.submitting') : t('reset.submit')}
          </SubmitButton>
          <Link
            to={paths.login}
            className={textLinkVariants({
              tone: 'muted',
              className: 'self-center text-sm font-medium',
            })}
          >
            {t('emailLink.backToLogin')}
          </Link>
        </form>
      </div>
    </>
  )
}
