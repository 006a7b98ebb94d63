import { Link2Off } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { PageMeta } from '../../../components/page-meta'
import { Button } from '../../../components/ui/button'
import { paths } from '../../../lib/paths'
import { SharePageFrame } from './share-page-frame'

/** The public page of a share that was revoked, or never was. */
export function ShareGone() {
  const { t } = useTranslation('share')
  const { pathname } = useLocation()
  return (
    <SharePageFrame>
      <PageMeta title={t('gone.title')} path={pathname} noIndex />
      <div className="py-12 sm:py-20">
        <GoneNotice withHome />
      </div>
    </SharePageFrame>
  )
}

/** "This link no longer works", and the way on: a chat of one's own (and home, for guests). */
export function GoneNotice({ withHome = false }: { withHome?: boolean }) {
  const { t } = useTranslation('share')
  return (
    <div className="grid justify-items-center gap-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted">
        <Link2Off aria-hidden="true" className="size-7 text-muted-foreground" />
      </span>
      <h1 className="text-2xl font-semibold">{t('gone.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('gone.body')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to={paths.dashboardChat}>{t('gone.newChat')}</Link>
        </Button>
        {withHome && (
          <Button asChild variant="outline">
            <Link to={paths.home}>{t('gone.home')}</Link>
          </Button>
        )}
      </div>
    </div>
  )
}
