import { lazy, Suspense } from 'react'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useParams } from 'react-router'
import { PageMeta } from '../../../components/page-meta'
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content'
import { usePrefetch } from '../../../lib/server-state/use-prefetch'
import { accountTabPath, isAccountTab } from '../../../lib/paths'
import type { AccountTab } from '../../../lib/paths'
import { AccountTabNav } from './account-tab-nav'
import { loadedTabs, preloadAccountTab, tabCode } from './account-tab-preload'
import { TabSkeleton } from './tab-skeleton'

/** Each tab downloads when it is opened, or when the pointer or focus reaches its link. */
const tabPanels: Record<AccountTab, ComponentType> = {
  profile: lazy(tabCode.profile),
  plan: lazy(tabCode.plan),
  billing: lazy(tabCode.billing),
  usage: lazy(tabCode.usage),
  security: lazy(tabCode.security),
  sessions: lazy(tabCode.sessions),
  data: lazy(tabCode.data),
}

/**
 * /dashboard/user/account/{tab}: profile, plan, billing, usage, security, sessions, data. The routes
 * layer may give a tab's panel of its own (`panels`): that is how other features' parts (the
 * invoices) join a tab without this feature importing them.
 */
export function AccountPage({ panels }: { panels?: Partial<Record<AccountTab, ComponentType>> }) {
  const { t } = useTranslation('account')
  const { tab } = useParams()
  const prefetch = usePrefetch()
  if (!isAccountTab(tab)) return <Navigate to={accountTabPath('profile')} replace />
  // A tab whose code came already (opened before, or preloaded) renders without a fallback.
  const Panel = panels?.[tab] ?? loadedTabs[tab] ?? tabPanels[tab]
  return (
    <DashboardContent className="max-w-4xl">
      <PageMeta title={t(`tabs.${tab}`)} path={accountTabPath(tab)} noIndex />
      <header className="mb-6 space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </header>
      <AccountTabNav
        current={tab}
        onIntent={(next) => {
          preloadAccountTab(next, prefetch)
        }}
      />
      <div className="pt-6">
        <Suspense fallback={<TabSkeleton />}>
          <Panel />
        </Suspense>
      </div>
    </DashboardContent>
  )
}
