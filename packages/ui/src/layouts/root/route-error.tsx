import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router'
import { BrandLogo } from '../../components/brand-logo'
import { Button } from '../../components/ui/button'
import { paths } from '../../lib/paths'

/**
 * What a screen that failed to load or crashed shows: what happened and the way out. A page
 * whose code cannot be fetched (offline, or a new release replaced it) gets "Try again", which
 * reloads it.
 */
export function RouteError() {
  const { t } = useTranslation()
  const error = useRouteError()
  useEffect(() => {
    console.error('[Amply] a screen failed', error)
  }, [error])
  const offline = typeof navigator !== 'undefined' && !navigator.onLine
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 px-4 text-center">
      <BrandLogo />
      <h1 className="text-2xl font-semibold">{t('error.title')}</h1>
      <p className="max-w-md text-muted-foreground">
        {offline ? t('error.offline') : t('error.body')}
      </p>
      <div className="flex gap-3">
        <Button
          onClick={() => {
            window.location.reload()
          }}
        >
          {t('error.retry')}
        </Button>
        <Button asChild variant="outline">
          <a href={paths.home}>{t('notFound.backHome')}</a>
        </Button>
      </div>
    </main>
  )
}
