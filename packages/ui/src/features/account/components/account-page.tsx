import { lazy, Suspense } from 'react'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useParams } from 'react-router'
import { PageMeta } from '../../../components/page-meta'
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content'
import { accountTabPath, isAccountTab } from '../../../routes/paths'
import type { AccountTab } from '../../../routes/paths'
import { AccountTabNav } from './account-tab-nav'
import { TabSkeleton } from './tab-skeleton'

/** Each tab downloads when it is opened (the usage chart and the crop tool only there). */
const tabPanels: Record<AccountTab, ComponentType> = {
  profile: lazy(() => import('../profile/profile-tab').then((m) => ({ default: m.ProfileTab }))),
  plan: lazy(() => import('../plan/plan-tab').then((m) => ({ default: m.PlanTab }))),
  billing: lazy(() => import('../billing/billing-tab').then((m) => ({ default: m.BillingTab }))),
  usage: lazy(() => import('../usage/usage-tab').then((m) => ({ default: m.UsageTab }))),
  security: lazy(() =>
    import('../security/security-tab').then((m) => ({ default: m.SecurityTab })),
  ),
  sessions: lazy(() =>
    import('../sessions/sessions-tab').then((m) => ({ default: m.SessionsTab })),
  ),
}

/**
 * /dashboard/user/account/{tab}: profile, plan, billing, usage, security, sessions. The routes
 * layer may give a tab's panel of its own (`panels`): that is how other features' parts (the
 * invoices) join a tab without this feature importing them.
 */
export function AccountPage({ panels }: { panels?: Partial<Record<AccountTab, ComponentType>> }) {
  const { t } = useTranslation('account')
  const { tab } = useParams()
  if (!isAccountTab(tab)) return <Navigate to={accountTabPath('profile')} replace />
  const Panel = panels?.[tab] ?? tabPanels[tab]
  return (
    <DashboardContent className="max-w-4xl">
      <PageMeta title={t(`tabs.${tab}`)} path={accountTabPath(tab)} noIndex />
      <header className="mb-6 space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </header>
      <AccountTabNav current={tab} />
      <div className="pt-6">
        <Suspense fallback={<TabSkeleton />}>
          <Panel />
        </Suspense>
      </div>
    </DashboardContent>
  )
}
