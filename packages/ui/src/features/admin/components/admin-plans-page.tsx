import { currentRole } from '../../../layouts/dashboard/dashboard-nav'
import { ShieldAlertIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageMeta } from '../../../components/page-meta'
import { Button } from '../../../components/ui/button'
import { Skeleton } from '../../../components/ui/skeleton'
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content'
import { useUser } from '../../../lib/session/use-user'
import { paths } from '../../../lib/paths'
import { AdminPlanCard } from './admin-plan-card'
import { useRouteQuery } from '../../../lib/server-state/route-queries'

/**
 * The operators' plan catalogue (`admin/plan`, `admin/plan/credit`): every plan with its
 * prices, whether it is on sale, and its allowances per credit group, edited in place. Only
 * admins see it in the navigation; anyone else who opens it is told so, and the server answers
 * their calls with 403.
 */
export function AdminPlansPage() {
  const { t } = useTranslation('admin')
  const user = useUser()
  const admin = currentRole(user) === 'admin'
  return (
    <DashboardContent className="max-w-4xl space-y-8">
      <PageMeta title={t('plans.title')} path={paths.adminPlans} noIndex />
      <header className="space-y-1.5">
        <h1 className="text-2xl font-semibold tracking-tight">{t('plans.title')}</h1>
        <p className="text-muted-foreground">{t('plans.description')}</p>
      </header>
      {admin ? <PlanList /> : <NotAllowed />}
    </DashboardContent>
  )
}

function PlanList() {
  const { t } = useTranslation('admin')
  const plans = useRouteQuery('adminListPlans')
  if (plans.isPending) {
    return (
      <div role="status" className="space-y-4">
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
        <span className="sr-only">{t('plans.loading')}</span>
      </div>
    )
  }
  if (plans.isError) {
    return (
      <div className="space-y-3" role="alert">
        <p className="text-muted-foreground">{t('plans.failed')}</p>
        <Button
          variant="outline"
          onClick={() => {
            void plans.refetch()
          }}
        >
          {t('plans.retry')}
        </Button>
      </div>
    )
  }
  return (
    <ul className="space-y-6">
      {plans.data.map((plan) => (
        <li key={plan.id}>
          <AdminPlanCard plan={plan} />
        </li>
      ))}
    </ul>
  )
}

function NotAllowed() {
  const { t } = useTranslation('admin')
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border px-6 py-12 text-center">
      <ShieldAlertIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{t('plans.notAllowed')}</h2>
      <p className="max-w-md text-muted-foreground">{t('plans.notAllowedBody')}</p>
    </div>
  )
}
