import { loginFormSchema } from '@amply/api/entities/auth'
import { ApiError } from '@amply/api/errors'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearchParams } from 'react-router'
import { useAppServices } from '../../../lib/app-services'
import { PageMeta } from '../../../components/page-meta'
import { Turnstile } from '../../../components/turnstile'
import { useClientConfig } from '../../../lib/config/use-client-config'
import { useHydrated } from '../../../lib/hooks/use-hydrated'
import { useTurnstile } from '../../../lib/turnstile/use-turnstile'
import { paths } from '../../../lib/paths'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { useSignInDestination, withReturnTo } from '../hooks/use-sign-in-destination'
import { loginEmailOf, loginNoticeOf, oauthErrorKey } from '../lib/login-notices'
import { AuthHeading } from './auth-heading'
import { FormAlert } from '../../../components/forms/form-alert'
import { FormField } from '../../../components/forms/form-field'
import { OAuthButtons } from './oauth-buttons'
import { PasswordInput } from '../../../components/forms/password-input'
import { SubmitButton } from '../../../components/forms/submit-button'
import { EmailField } from '../../../components/forms/email-field'
import { textLinkVariants } from '../../../components/ui/text-link'

/** `/auth/jwt/login`: email and password, the OAuth providers, and the way to an account. */
export function LoginPage() {
  const { t } = useTranslation('auth')
  const { t: tCommon } = useTranslation()
  const { session } = useAppServices()
  const location = useLocation()
  const [search] = useSearchParams()
  const hydrated = useHydrated()
  const { config } = useClientConfig()
  const turnstile = useTurnstile()
  const destination = useSignInDestination()
  const [inactive, setInactive] = useState(false)
  const { form, alert, setAlert, onSubmit } = useSchemaForm(loginFormSchema, {
    email: '',
    password: '',
  })
  const { errors, isSubmitting } = form.formState
  const siteKey = config?.turnstile_site_key ?? null
  // What arrives with the URL shows once hydrated: the prerendered page had none of it.
  const notice = hydrated ? loginNoticeOf(location.state) : undefined
  // The address an activation link activated: filled in, the password next.
  const activatedEmail = hydrated ? loginEmailOf(location.state) : undefined
  useEffect(() => {
    if (!activatedEmail) return
    form.setValue('email', activatedEmail)
    form.setFocus('password')
  }, [activatedEmail, form])
  const oauthError = hydrated ? oauthErrorKey(search.get('error')) : undefined
  // An unlock link mailed to a held account's owner: its password is taken with it.
  const unlockToken = search.get('unlock') ?? undefined

  const submit = onSubmit(
    async (values) => {
      setInactive(false)
      if (siteKey && !turnstile.token) {
        setAlert(tCommon('turnstile.required'))
        return
      }
      const { auth } = await session.load()
      try {
        const result = await auth.login(
          { ...values, turnstile_response: turnstile.token, unlock_token: unlockToken },
          { returnTarget: destination.returnTarget },
        )
        destination.finish(result)
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) setInactive(true)
        throw error
      } finally {
        if (siteKey) turnstile.reset()
      }
    },
    () => ({
      401: t('login.errors.invalidCredentials'),
      403: t('login.errors.inactive'),
      423: t('login.errors.held'),
    }),
  )

  return (
    <>
      <PageMeta title={t('login.title')} path={paths.login} noIndex />
      <div className="flex flex-col gap-6">
        <AuthHeading title={t('login.heading')}>
          {hydrated && destination.reason
            ? t(`login.returning.${destination.reason}`)
            : t('login.subtitle')}
        </AuthHeading>
        {notice ? <FormAlert tone="success">{t(`login.notices.${notice}`)}</FormAlert> : null}
        {hydrated && unlockToken ? (
          <FormAlert tone="success">{t('login.unlockNotice')}</FormAlert>
        ) : null}
        {oauthError ? <FormAlert>{t(`login.oauthErrors.${oauthError}`)}</FormAlert> : null}
        {/* POST: submitted before the page hydrates, the browser must not put the password in
            the address (a GET would). Every prerendered form does the same. */}
        <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-5">
          {alert ? (
            <FormAlert>
              {alert}
              {inactive ? (
                <>
                  {' '}
                  <Link to={paths.resendActivation}>{t('login.resendActivation')}</Link>
                </>
              ) : null}
            </FormAlert>
          ) : null}
          <EmailField
            label={t('fields.email')}
            error={errors.email?.message}
            registration={form.register('email')}
          />
          <FormField
            label={t('fields.password')}
            error={errors.password?.message}
            labelAside={
              <Link
                to={paths.forgotPassword}
                className={textLinkVariants({ className: 'text-sm' })}
              >
                {t('login.forgotPassword')}
              </Link>
            }
          >
            {(control) => (
              <PasswordInput
                {...control}
                {...form.register('password')}
                autoComplete="current-password"
              />
            )}
          </FormField>
          {siteKey ? <Turnstile siteKey={siteKey} action="login" {...turnstile.widget} /> : null}
          <SubmitButton pending={isSubmitting}>
            {isSubmitting ? t('login.submitting') : t('login.submit')}
          </SubmitButton>
        </form>
        <OAuthButtons
          providers={config?.oauth_providers ?? []}
          returnTo={destination.oauthReturnTo}
        />
        <p className="text-center text-sm text-muted-foreground">
          {t('login.noAccount')}{' '}
          <Link
            to={withReturnTo(paths.register, hydrated ? destination.returnTo : null)}
            className={textLinkVariants()}
          >
            {t('login.register')}
          </Link>
        </p>
      </div>
    </>
  )
}
