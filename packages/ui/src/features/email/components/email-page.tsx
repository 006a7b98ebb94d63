import { MailCheckIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { PageMeta } from '../../../components/page-meta'
import { Button } from '../../../components/ui/button'
import { useHydrated } from '../../../lib/hooks/use-hydrated'
import { paths } from '../../../lib/paths'

/** The address register passes in the history state (`navigate(paths.email, { state })`). */
function emailFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null
  const email = (state as { email?: unknown }).email
  return typeof email === 'string' && email !== '' ? email : null
}

/** `/email`: "check your inbox", after registering or asking for a link (noindex). */
export function EmailPage() {
  const { t } = useTranslation('pages')
  const state: unknown = useLocation().state
  // The prerendered page knows no address: it is shown once hydrated.
  const email = useHydrated() ? emailFrom(state) : null
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageMeta title={t('email.title')} path={paths.email} noIndex />
      <span className="flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary">
        <MailCheckIcon aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{t('email.heading')}</h1>
      <p className="mt-4 text-pretty text-muted-foreground">
        {email ? t('email.bodyTo', { email }) : t('email.body')}
      </p>
      <div className="mt-8 w-full rounded-xl border bg-card p-6 text-start">
        <h2 className="font-semibold">{t('email.tipsHeading')}</h2>
        <ul className="mt-3 list-disc space-y-1.5 ps-5 text-sm text-muted-foreground">
          <li>{t('email.tips.wait')}</li>
          <li>{t('email.tips.spam')}</li>
          <li>{t('email.tips.address')}</li>
        </ul>
      </div>
      <div className="mt-8 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild size="lg">
          <Link to={paths.login}>{t('email.login')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.resendActivation}>{t('email.resend')}</Link>
        </Button>
      </div>
    </div>
  )
}
