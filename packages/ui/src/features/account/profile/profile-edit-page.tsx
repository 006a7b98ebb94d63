import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { PageMeta } from '../../../components/page-meta'
import { Button } from '../../../components/ui/button'
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content'
import { DashboardMessage } from '../../../layouts/dashboard/dashboard-message'
import { accountTabPath, paths } from '../../../lib/paths'
import { useAccountUser } from '../hooks/use-account-user'
import { ProfileTab } from './profile-tab'

/**
 * /dashboard/user/{id}/edit: the same profile as the account page's first tab. Only the
 * signed-in user's own id has a page; any other is "not found" (never someone else's data).
 */
export function ProfileEditPage() {
  const { t } = useTranslation('account')
  const { id } = useParams()
  const user = useAccountUser()
  const path = paths.userEdit.replace(':id', id ?? '')
  if (id !== user.id) {
    return (
      <DashboardMessage eyebrow="404" title={t('edit.notFoundTitle')} body={t('edit.notFoundBody')}>
        <PageMeta title={t('edit.notFoundTitle')} path={path} noIndex />
        <Button asChild>
          <Link to={accountTabPath('profile')}>{t('edit.toProfile')}</Link>
        </Button>
      </DashboardMessage>
    )
  }
  return (
    <DashboardContent className="max-w-4xl">
      <PageMeta title={t('edit.title')} path={path} noIndex />
      <header className="mb-6 space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('edit.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('edit.subtitle')}</p>
      </header>
      <ProfileTab />
    </DashboardContent>
  )
}
