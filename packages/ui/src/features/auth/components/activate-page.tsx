import { LoaderCircleIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { PageMeta } from '../../../components/page-meta'
import { Button } from '../../../components/ui/button'
import { paths } from '../../../lib/paths'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { loginNoticeState } from '../lib/login-notices'
import { withReturnTo } from '../hooks/use-sign-in-destination'
import { AuthHeading } from './auth-heading'
import { FormAlert } from '../../../components/forms/form-alert'
import { useActivateAccount } from '../api/sign-up'

/**
 * `/client/activate/{token}`: uses the link of the activation mail once, then goes to the
 * login page, which says the account is active, the address filled in and the password
 * focused (docs/decisions.md, "Activation"), returning to the page asked for at registration.
 * A used or expired link offers a new one.
 */
export function ActivatePage() {
  const { t } = useTranslation('auth')
  const describe = useErrorText()
  const navigate = useNavigate()
  const { token = '' } = useParams()
  const [failure, setFailure] = useState<string | null>(null)
  const activated = useRef<string | null>(null)
  const { mutateAsync: activateAccount } = useActivateAccount()

  useEffect(() => {
    // A token works once: never send it twice.
    if (activated.current === token) return
    activated.current = token
    // A public route: the call goes at once, without starting the signed-in session first.
    async function activate() {
      // The page asked for before registering comes back with the activation: the first
      // sign-in goes there (a path of this site: the login page checks it again).
      const { email, return_to } = await activateAccount({ body: { token } })
      void navigate(withReturnTo(paths.login, return_to ?? null), {
        replace: true,
        state: loginNoticeState('activated', email),
      })
    }
    activate().catch((error: unknown) => {
      setFailure(
        describe(error, { 400: t('activate.errors.invalid'), 422: t('activate.errors.invalid') }),
      )
    })
  }, [token, navigate, t, describe, activateAccount])

  return (
    <>
      <PageMeta title={t('activate.title')} path={paths.activate.replace('/:token', '')} noIndex />
      <div className="flex flex-col gap-6">
        <AuthHeading title={failure ? t('activate.failedHeading') : t('activate.heading')}>
          {failure ? t('activate.failedSubtitle') : t('activate.subtitle')}
        </AuthHeading>
        {failure ? (
          <>
            <FormAlert>{failure}</FormAlert>
            <div className="flex flex-col gap-3">
              <Button asChild size="lg" className="w-full">
                <Link to={paths.resendActivation}>{t('activate.resend')}</Link>
              </Button>
              <Button asChild size="lg" variant="outline" className="w-full">
                <Link to={paths.login}>{t('activate.login')}</Link>
              </Button>
            </div>
          </>
        ) : (
          <div role="status" className="flex items-center gap-3 text-sm text-muted-foreground">
            <LoaderCircleIcon
              aria-hidden="true"
              className="size-5 animate-spin text-primary motion-reduce:animate-none"
            />
            {t('activate.working')}
          </div>
        )}
      </div>
    </>
  )
}
