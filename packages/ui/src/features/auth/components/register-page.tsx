import { registerRequestSchema } from '@amply/api/entities/auth'
import { GiftIcon } from 'lucide-react'
import { useId, useMemo } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { z } from 'zod'
import { PageMeta } from '../../../components/page-meta'
import { Turnstile } from '../../../components/turnstile'
import { Input } from '../../../components/ui/input'
import { useClientConfig } from '../../../lib/config/use-client-config'
import { useHydrated } from '../../../lib/hooks/use-hydrated'
import { useTurnstile } from '../../../lib/turnstile/use-turnstile'
import { paths } from '../../../lib/paths'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { useSignInDestination, withReturnTo } from '../hooks/use-sign-in-destination'
import { referralFrom } from '../lib/referral'
import { AuthHeading } from './auth-heading'
import { FormAlert } from '../../../components/forms/form-alert'
import { FormField } from '../../../components/forms/form-field'
import { OAuthButtons } from './oauth-buttons'
import { PasswordInput } from '../../../components/forms/password-input'
import { PasswordStrengthMeter } from '../../../components/forms/password-strength-meter'
import { SubmitButton } from '../../../components/forms/submit-button'
import { EmailField } from '../../../components/forms/email-field'
import { textLinkVariants } from '../../../components/ui/text-link'
import { useRegister } from '../api/sign-up'

/** `/auth/jwt/register`: a new account with a 30-day trial, activated from its mail. */
export function RegisterPage() {
  const { t } = useTranslation('auth')
  const { t: tCommon } = useTranslation()
  const register = useRegister()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const hydrated = useHydrated()
  const { config } = useClientConfig()
  const turnstile = useTurnstile()
  const destination = useSignInDestination()
  const termsId = useId()
  const schema = useMemo(
    () =>
      registerRequestSchema
        .pick({ first_name: true, last_name: true, email: true, password: true })
        .extend({
          terms: z.boolean().refine((accepted) => accepted, { error: t('register.termsRequired') }),
        }),
    [t],
  )
  const { form, alert, setAlert, onSubmit } = useSchemaForm(schema, {
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    terms: false,
  })
  const { errors, isSubmitting } = form.formState
  const siteKey = config?.turnstile_site_key ?? null
  const referral = hydrated ? referralFrom(search) : {}
  const [firstName, lastName, email, password] = form.watch([
    'first_name',
    'last_name',
    'email',
    'password',
  ])

  const submit = onSubmit(async (values) => {
    if (siteKey && !turnstile.token) {
      setAlert(tCommon('turnstile.required'))
      return
    }
    try {
      await register.mutateAsync({
        body: {
          first_name: values.first_name,
          last_name: values.last_name,
          email: values.email,
          password: values.password,
          ...referralFrom(search),
          ...(destination.returnPath ? { return_to: destination.returnPath } : {}),
          turnstile_response: turnstile.token,
        },
      })
    } finally {
      if (siteKey) turnstile.reset()
    }
    // The account waits for its activation link: "check your inbox" (/email shows the address).
    void navigate(paths.email, { state: { email: values.email } })
  })

  return (
    <>
      <PageMeta title={t('register.title')} path={paths.register} noIndex />
      <div className="flex flex-col gap-6">
        <AuthHeading title={t('register.heading')}>
          {t('register.subtitle')}
          {hydrated && destination.reason
            ? ` ${t(`register.returning.${destination.reason}`)}`
            : null}
        </AuthHeading>
        {referral.referral_code ? (
          <FormAlert tone="success">
            <span className="inline-flex items-center gap-1.5">
              <GiftIcon aria-hidden="true" className="size-4 text-primary" />
              {t('register.referral', { code: referral.referral_code })}
            </span>
          </FormAlert>
        ) : null}
        <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-5">
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label={t('fields.firstName')} error={errors.first_name?.message}>
              {(control) => (
                <Input {...control} {...form.register('first_name')} autoComplete="given-name" />
              )}
            </FormField>
            <FormField label={t('fields.lastName')} error={errors.last_name?.message}>
              {(control) => (
                <Input {...control} {...form.register('last_name')} autoComplete="family-name" />
              )}
            </FormField>
          </div>
          <EmailField
            label={t('fields.email')}
            error={errors.email?.message}
            registration={form.register('email')}
          />
          <FormField
            label={t('fields.password')}
            error={errors.password?.message}
            hint={
              <PasswordStrengthMeter password={password} personal={[firstName, lastName, email]} />
            }
          >
            {(control) => (
              <PasswordInput
                {...control}
                {...form.register('password')}
                autoComplete="new-password"
              />
            )}
          </FormField>
          <div className="flex flex-col gap-2">
            <div className="flex items-start gap-3">
              <input
                id={termsId}
                type="checkbox"
                aria-invalid={Boolean(errors.terms)}
                aria-describedby={errors.terms ? `${termsId}-error` : undefined}
                className="mt-0.5 size-4 shrink-0 accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                {...form.register('terms')}
              />
              <label htmlFor={termsId} className="text-sm leading-snug text-muted-foreground">
                <Trans
                  t={t}
                  i18nKey="register.terms"
                  components={{
                    terms: <Link to={paths.termsAndConditions} className={textLinkVariants()} />,
                    privacy: <Link to={paths.privacyPolicy} className={textLinkVariants()} />,
                  }}
                />
              </label>
            </div>
            {errors.terms ? (
              <p id={`${termsId}-error`} className="text-sm text-destructive">
                {errors.terms.message}
              </p>
            ) : null}
          </div>
          {siteKey ? <Turnstile siteKey={siteKey} action="register" {...turnstile.widget} /> : null}
          <SubmitButton pending={isSubmitting}>
            {isSubmitting ? t('register.submitting') : t('register.submit')}
          </SubmitButton>
        </form>
        <OAuthButtons
          providers={config?.oauth_providers ?? []}
          returnTo={destination.oauthReturnTo}
        />
        <p className="text-center text-sm text-muted-foreground">
          {t('register.haveAccount')}{' '}
          <Link
            to={withReturnTo(paths.login, hydrated ? destination.returnTo : null)}
            className={textLinkVariants()}
          >
            {t('register.login')}
          </Link>
        </p>
      </div>
    </>
  )
}
