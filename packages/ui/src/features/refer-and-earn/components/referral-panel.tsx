import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Skeleton } from '../../../components/ui/skeleton'
import { Button } from '../../../components/ui/button'
import { useSignedInHint } from '../../../lib/hooks/use-signed-in-hint'
import { useAuth } from '../../../lib/session/use-session'
import { useUser } from '../../../lib/session/use-user'
import { paths } from '../../../lib/paths'
import { ReferralLinkField } from './referral-link-field'

const panelClass = 'rounded-2xl border bg-card p-6 shadow-xs sm:p-8'

/**
 * Where a visitor finds their referral link. The prerendered page is written for a guest; once
 * hydrated, a browser holding a session starts it and shows the user's own link.
 */
export function ReferralPanel() {
  const signedIn = useSignedInHint()
  return signedIn ? <SignedInReferral /> : <GuestReferral />
}

function SignedInReferral() {
  const { t } = useTranslation('pages')
  const { status } = useAuth()
  const user = useUser()
  if (status === 'unauthenticated') return <GuestReferral />
  if (!user) {
    return (
      <div className={panelClass} role="status" aria-label={t('referAndEarn.link.loading')}>
        <Skeleton className="h-6 w-48" />
        <Skeleton className="mt-3 h-4 w-72 max-w-full" />
        <Skeleton className="mt-6 h-10 w-full" />
      </div>
    )
  }
  return (
    <section aria-labelledby="referral-link-heading" className={panelClass}>
      <h2 id="referral-link-heading" className="text-xl font-semibold">
        {t('referAndEarn.link.heading')}
      </h2>
      <p className="mt-1.5 text-sm text-pretty text-muted-foreground">
        {t('referAndEarn.link.body')}
      </p>
      <ReferralLinkField code={user.referral_code} />
    </section>
  )
}

function GuestReferral() {
  const { t } = useTranslation('pages')
  return (
    <section aria-labelledby="referral-link-heading" className={panelClass}>
      <h2 id="referral-link-heading" className="text-xl font-semibold">
        {t('referAndEarn.guest.heading')}
      </h2>
      <p className="mt-1.5 text-sm text-pretty text-muted-foreground">
        {t('referAndEarn.guest.body')}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={paths.register}>{t('referAndEarn.guest.register')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.login}>{t('referAndEarn.guest.login')}</Link>
        </Button>
      </div>
    </section>
  )
}
