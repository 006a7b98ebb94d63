import { otpVerifyRequestSchema } from '@amply/api/entities/auth'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { useAppServices } from '../../../lib/app-services'
import { PageMeta } from '../../../components/page-meta'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/input'
import { useHydrated } from '../../../lib/hooks/use-hydrated'
import { paths } from '../../../lib/paths'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { useCooldown } from '../hooks/use-cooldown'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { useSignInDestination } from '../hooks/use-sign-in-destination'
import { otpMethodOf } from '../lib/otp-method'
import { AuthHeading } from './auth-heading'
import { FormAlert } from '../../../components/forms/form-alert'
import { FormField } from '../../../components/forms/form-field'
import { SubmitButton } from '../../../components/forms/submit-button'
import { OneTimeCodeInput } from '../../../components/forms/one-time-code-input'
import { textLinkVariants } from '../../../components/ui/text-link'
import { useResendOtp } from '../api/sign-up'

const otpFormSchema = otpVerifyRequestSchema.pick({ code: true, remember_device: true })

/** Seconds before another emailed code may be asked for. */
export const RESEND_COOLDOWN_SECONDS = 60

/**
 * `/auth/jwt/otp?otp_token=…`: the login's second step, with a code from the authenticator
 * app, the one emailed (sent again on request), or a backup code.
 */
export function OtpPage() {
  const { t } = useTranslation('auth')
  const describe = useErrorText()
  const { session } = useAppServices()
  const resendCode = useResendOtp()
  const [search] = useSearchParams()
  const hydrated = useHydrated()
  const destination = useSignInDestination()
  const rememberId = useId()
  const [useBackup, setUseBackup] = useState(false)
  const [resent, setResent] = useState<'sent' | 'sending' | null>(null)
  const [resendError, setResendError] = useState<string | null>(null)
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS)
  const { form, alert, setAlert, onSubmit } = useSchemaForm(otpFormSchema, {
    code: '',
    remember_device: false,
  })
  const { errors, isSubmitting } = form.formState
  const otpToken = search.get('otp_token')
  const method = hydrated ? otpMethodOf(search.get('method')) : undefined
  const mailed = method === 'email' || method === 'unknown'

  // The first code was mailed with the login that led here.
  const { start } = cooldown
  useEffect(() => {
    if (method === 'email') start()
  }, [method, start])

  const submit = onSubmit(
    async ({ code, remember_device }) => {
      if (!otpToken) return
      const { auth } = await session.load()
      const result = await auth.verifyOtp(
        { otp_token: otpToken, code, remember_device },
        { returnTarget: destination.returnTarget },
      )
      destination.finish(result)
    },
    () => ({ 400: t('otp.errors.invalid') }),
  )

  async function resend() {
    if (!otpToken) return
    setResendError(null)
    setAlert(null)
    setResent('sending')
    try {
      await resendCode.mutateAsync({ body: { otp_token: otpToken } })
      setResent('sent')
      cooldown.start()
    } catch (error) {
      setResent(null)
      setResendError(describe(error))
    }
  }

  function switchMode() {
    setUseBackup((backup) => !backup)
    form.reset({ code: '', remember_device: form.getValues('remember_device') })
    setAlert(null)
  }

  const instructions = useBackup
    ? t('otp.backupInstructions')
    : t(`otp.instructions.${method ?? 'unknown'}`)

  return (
    <>
      <PageMeta title={t('otp.title')} path={paths.otp} noIndex />
      <div className="flex flex-col gap-6">
        <AuthHeading title={t('otp.heading')}>{instructions}</AuthHeading>
        {hydrated && !otpToken ? (
          <FormAlert>
            {t('otp.missingToken')} <Link to={paths.login}>{t('otp.backToLogin')}</Link>
          </FormAlert>
        ) : null}
        {resent === 'sent' ? <FormAlert tone="success">{t('otp.resent')}</FormAlert> : null}
        {resendError ? <FormAlert>{resendError}</FormAlert> : null}
        <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-5">
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          <FormField
            label={useBackup ? t('fields.backupCode') : t('fields.code')}
            error={errors.code?.message}
          >
            {(control) =>
              useBackup ? (
                <Input
                  key="backup"
                  {...control}
                  {...form.register('code')}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={24}
                  placeholder="xxxx-xxxx-xxxx-xxxx"
                  className="font-mono tracking-wider"
                />
              ) : (
                <OneTimeCodeInput key="code" {...control} {...form.register('code')} />
              )
            }
          </FormField>
          <div className="flex items-center gap-3">
            <input
              id={rememberId}
              type="checkbox"
              className="size-4 shrink-0 accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              {...form.register('remember_device')}
            />
            <label htmlFor={rememberId} className="text-sm">
              {t('otp.rememberDevice')}
            </label>
          </div>
          <SubmitButton pending={isSubmitting} disabled={isSubmitting || (hydrated && !otpToken)}>
            {isSubmitting ? t('otp.submitting') : t('otp.submit')}
          </SubmitButton>
        </form>
        <div className="flex flex-col items-center gap-2 text-sm">
          {mailed && !useBackup ? (
            <p className="text-muted-foreground">
              {t('otp.noCode')}{' '}
              <Button
                type="button"
                variant="link"
                className="h-auto p-0"
                disabled={!otpToken || resent === 'sending' || cooldown.remaining > 0}
                onClick={() => void resend()}
              >
                {cooldown.remaining > 0
                  ? t('otp.resendIn', { seconds: cooldown.remaining })
                  : t('otp.resend')}
              </Button>
            </p>
          ) : null}
          <Button type="button" variant="link" className="h-auto p-0" onClick={switchMode}>
            {useBackup ? t('otp.useCode') : t('otp.useBackup')}
          </Button>
          <Link
            to={paths.login}
            className={textLinkVariants({ tone: 'muted', className: 'font-medium' })}
          >
            {t('otp.backToLogin')}
          </Link>
        </div>
      </div>
    </>
  )
}
