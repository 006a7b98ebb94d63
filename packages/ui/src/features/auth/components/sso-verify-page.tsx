import { LoaderCircleIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useAppServices } from '../../../lib/app-services'
import { PageMeta } from '../../../components/page-meta'
import { Button } from '../../../components/ui/button'
import { paths } from '../../../lib/paths'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { useSignInDestination, withReturnTo } from '../hooks/use-sign-in-destination'
import { authSettled } from '../lib/auth-settled'
import { AuthHeading } from './auth-heading'
import { FormAlert } from '../../../components/forms/form-alert'
import { useSsoTokens } from '../api/sign-up'

/**
 * `/auth/jwt/verify` (SSO Login): the OAuth callback has set the session cookies and lands
 * here; the session's tokens come from the refresh call and go to core's `acceptSession`, which
 * loads the user (and hands the session to an allowed return target). Then on to `returnTo`.
 */
export function SsoVerifyPage() {
  const { t } = useTranslation('auth')
  const describe = useErrorText()
  const { session } = useAppServices()
  const { mutateAsync: ssoTokens } = useSsoTokens()
  const destination = useSignInDestination()
  const [failure, setFailure] = useState<string | null>(null)
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    async function complete() {
      const { auth } = await session.load()
      // After the session's own first check, so that two refreshes do not race for the cookie.
      await authSettled(auth)
      const pair = await ssoTokens()
      const result = await auth.acceptSession(pair, { returnTarget: destination.returnTarget })
      destination.finish(result)
    }
    complete().catch((error: unknown) => {
      setFailure(describe(error, { 401: t('sso.errors.expired'), 403: t('sso.errors.expired') }))
    })
  }, [session, ssoTokens, t, describe, destination])

  return (
    <>
      <PageMeta title={t('sso.title')} path={paths.ssoVerify} noIndex />
      <div className="flex flex-col gap-6">
        <AuthHeading title={failure ? t('sso.failedHeading') : t('sso.heading')}>
          {failure ? t('sso.failedSubtitle') : t('sso.subtitle')}
        </AuthHeading>
        {failure ? (
          <>
            <FormAlert>{failure}</FormAlert>
            <Button asChild size="lg" className="w-full">
              <Link to={withReturnTo(paths.login, destination.returnTo)}>
                {t('sso.backToLogin')}
              </Link>
            </Button>
          </>
        ) : (
          <div role="status" className="flex items-center gap-3 text-sm text-muted-foreground">
            <LoaderCircleIcon
              aria-hidden="true"
              className="size-5 animate-spin text-primary motion-reduce:animate-none"
            />
            {t('sso.working')}
          </div>
        )}
      </div>
    </>
  )
}
