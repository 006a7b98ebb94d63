import { LoaderCircleIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useAppServices } from '../../../lib/app-services'
import { FormAlert } from '../../../components/forms/form-alert'
import { PageMeta } from '../../../components/page-meta'
import { Button } from '../../../components/ui/button'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { accountTabPath, paths } from '../../../lib/paths'
import { authSettled } from '../lib/auth-settled'
import { AuthHeading } from './auth-heading'
import { useConfirmEmailChange } from '../api/email-change'

type Outcome =
  | { kind: 'working' }
  | { kind: 'changed'; signedIn: boolean }
  | { kind: 'failed'; message: string; signedIn: boolean }

/**
 * `/client/confirm-email/{token}`: the link of the email-change mail. Uses it once, says the
 * address is changed, and leads on to the profile (signed in here, where the account now
 * shows the new address) or to the login page. A used, expired or taken link says so.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation('auth')
  const describe = useErrorText()
  const { session } = useAppServices()
  const { mutateAsync: confirmEmailChange } = useConfirmEmailChange()
  const { token = '' } = useParams()
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' })
  const confirmed = useRef<string | null>(null)

  useEffect(() => {
    // A token works once: never send it twice.
    if (confirmed.current === token) return
    confirmed.current = token
    async function confirm() {
      const { auth } = await session.load()
      // Signed in on this browser or not: the page leads on to the profile or to login.
      const signedIn = (await authSettled(auth)).status === 'authenticated'
      try {
        await confirmEmailChange({ body: { token } })
      } catch (error) {
        setOutcome({
          kind: 'failed',
          signedIn,
          message: describe(error, {
            400: t('confirmEmail.errors.invalid'),
            409: t('confirmEmail.errors.taken'),
            422: t('confirmEmail.errors.invalid'),
          }),
        })
        return
      }
      setOutcome({ kind: 'changed', signedIn })
    }
    void confirm()
  }, [token, session, confirmEmailChange, t, describe])

  const onward =
    outcome.kind !== 'working' &&
    (outcome.signedIn ? (
      <Button asChild size="lg" className="w-full">
        <Link to={accountTabPath('profile')}>{t('confirmEmail.profile')}</Link>
      </Button>
    ) : (
      <Button asChild size="lg" className="w-full">
        <Link to={paths.login}>{t('confirmEmail.login')}</Link>
      </Button>
    ))

  return (
    <>
      <PageMeta
        title={t('confirmEmail.title')}
        path={paths.confirmEmail.replace('/:token', '')}
        noIndex
      />
      <div className="flex flex-col gap-6">
        {outcome.kind === 'working' && (
          <>
            <AuthHeading title={t('confirmEmail.heading')}>
              {t('confirmEmail.subtitle')}
            </AuthHeading>
            <div role="status" className="flex items-center gap-3 text-sm text-muted-foreground">
              <LoaderCircleIcon
                aria-hidden="true"
                className="size-5 animate-spin text-primary motion-reduce:animate-none"
              />
              {t('confirmEmail.working')}
            </div>
          </>
        )}
        {outcome.kind === 'changed' && (
          <>
            <AuthHeading title={t('confirmEmail.changedHeading')} />
            <FormAlert tone="success">{t('confirmEmail.changed')}</FormAlert>
            {onward}
          </>
        )}
        {outcome.kind === 'failed' && (
          <>
            <AuthHeading title={t('confirmEmail.failedHeading')}>
              {t('confirmEmail.failedSubtitle')}
            </AuthHeading>
            <FormAlert>{outcome.message}</FormAlert>
            {onward}
          </>
        )}
      </div>
    </>
  )
}
