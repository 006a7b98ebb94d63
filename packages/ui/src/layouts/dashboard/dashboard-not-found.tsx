import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { PageMeta } from '../../components/page-meta'
import { Button } from '../../components/ui/button'
import { paths } from '../../lib/paths'
import { DashboardMessage } from './dashboard-message'

/** An unknown workspace address: "not found" inside the layout, the navigation still at hand. */
export function DashboardNotFound() {
  const { t } = useTranslation('dashboard')
  const { pathname } = useLocation()
  return (
    <DashboardMessage eyebrow="404" title={t('notFound.title')} body={t('notFound.body')}>
      <PageMeta title={t('notFound.title')} path={pathname} noIndex />
      <Button asChild>
        <Link to={paths.dashboardChat}>{t('notFound.toChat')}</Link>
      </Button>
    </DashboardMessage>
  )
}
