import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useRouteError } from 'react-router'
import { Button } from '../../components/ui/button'
import { paths } from '../../lib/paths'
import { DashboardMessage } from './dashboard-message'

/**
 * A workspace page that crashed or whose code could not be fetched: the message shows inside
 * the layout, so the navigation and the account stay at hand. "Try again" reloads the page.
 */
export function DashboardPageError() {
  const { t } = useTranslation('dashboard')
  const error = useRouteError()
  useEffect(() => {
    console.error('[Amply] a workspace page failed', error)
  }, [error])
  return (
    <DashboardMessage title={t('error.title')} body={t('error.body')}>
      <Button
        onClick={() => {
          window.location.reload()
        }}
      >
        {t('error.retry')}
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.dashboardChat}>{t('error.toChat')}</Link>
      </Button>
    </DashboardMessage>
  )
}
