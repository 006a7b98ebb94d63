import { brand } from '@amply/api/brand'
import { loginFormSchema } from '@amply/api/entities/auth'
import { Globe } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate } from 'react-router'
import { useAppServices } from '../../../lib/app-services'
import { BrandLogo } from '../../../components/brand-logo'
import { Button } from '../../../components/ui/button'
import { usePanelBridge } from '../../../lib/panel/panel-bridge'
import { useAuth } from '../../../lib/session/use-session'
import { paths, signedInHome } from '../../../lib/paths'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { AuthHeading } from './auth-heading'
import { FormAlert } from '../../../components/forms/form-alert'
import { FormField } from '../../../components/forms/form-field'
import { PasswordInput } from '../../../components/forms/password-input'
import { SubmitButton } from '../../../components/forms/submit-button'
import { EmailField } from '../../../components/forms/email-field'
import { textLinkVariants } from '../../../components/ui/text-link'

/**
 * The side panel's sign-in, made for a narrow panel: email and password (then the OTP step),
 * or the website's login, which hands the panel a session of its own. Creating an account and
 * resetting a password happen on the website.
 */
export function PanelSignInPage() {
  const { t } = useTranslation('auth')
  const { t: tPanel } = useTranslation('panel')
  const { session } = useAppServices()
  const auth = useAuth()
  const bridge = usePanelBridge()
  const navigate = useNavigate()
  const [waiting, setWaiting] = useState(false)
  const { form, alert, setAlert, onSubmit } = useSchemaForm(loginFormSchema, {
    email: '',
    password: '',
  })
  const { errors, isSubmitting } = form.formState

  const submit = onSubmit(
    async (values) => {
      const { auth: store } = await session.load()
      // No bot check in an extension page (it cannot run the widget): a server that asks for
      // one refuses, and "Continue with the website" is the way in.
      const result = await store.login({ ...values, turnstile_response: '' })
      if (result.kind === 'verify') await navigate(result.url)
      else await navigate(signedInHome, { replace: true })
    },
    () => ({ 401: t('login.errors.invalidCredentials'), 403: t('login.errors.inactive') }),
  )

  // Signed in meanwhile (the website handed a session over): on to chat.
  if (auth.status === 'authenticated' && !isSubmitting) {
    return <Navigate to={signedInHome} replace />
  }

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-6 px-5 py-6">
      <BrandLogo />
      <AuthHeading title={tPanel('signIn.title', { name: brand.name })}>
        {tPanel('signIn.subtitle')}
      </AuthHeading>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <EmailField
          label={t('fields.email')}
          error={errors.email?.message}
          registration={form.register('email')}
        />
        <FormField label={t('fields.password')} error={errors.password?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...form.register('password')}
              autoComplete="current-password"
            />
          )}
        </FormField>
        <SubmitButton pending={isSubmitting}>
          {isSubmitting ? t('login.submitting') : t('login.submit')}
        </SubmitButton>
      </form>
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        {t('oauth.or')}
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </div>
      <Button
        variant="outline"
        size="lg"
        className="w-full"
        onClick={() => {
          setAlert(null)
          bridge.continueWithWebsite().then(
            () => {
              setWaiting(true)
            },
            () => {
              setAlert(tPanel('signIn.websiteFailed'))
            },
          )
        }}
      >
        <Globe aria-hidden="true" />
        {tPanel('signIn.continueWithWebsite')}
      </Button>
      {waiting ? (
        <p role="status" className="text-sm text-muted-foreground">
          {tPanel('signIn.waiting')}
        </p>
      ) : null}
      <p className="text-center text-sm text-muted-foreground">
        <button
          type="button"
          className={textLinkVariants()}
          onClick={() => {
            bridge.openWebsite(paths.forgotPassword)
          }}
        >
          {t('login.forgotPassword')}
        </button>
      </p>
      <p className="text-center text-sm text-muted-foreground">
        {t('login.noAccount')}{' '}
        <button
          type="button"
          className={textLinkVariants()}
          onClick={() => {
            bridge.openWebsite(paths.register)
          }}
        >
          {t('login.register')}
        </button>
      </p>
    </main>
  )
}
