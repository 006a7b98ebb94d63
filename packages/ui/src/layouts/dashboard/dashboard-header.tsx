import { brand } from '@amply/api/brand'
import type { User } from '@amply/api/entities/user'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { BrandLogo } from '../../components/brand-logo'
import { SettingsButton } from '../../components/settings/settings-button'
import { ThemeToggle } from '../../components/settings/theme-toggle'
import { cn } from '../../lib/utils'
import { paths } from '../../lib/paths'
import { AccountMenu } from './account/account-menu'
import { dashboardPageOf, hasModelPicker } from './dashboard-page'
import type { NavItem } from './dashboard-nav'
import { ModelPicker } from './model-picker'
import { NavDrawer } from './nav-drawer'

/**
 * The workspace's top bar (docs/product.md#workspace): on phones the navigation's menu button; the
 * logo where no sidebar shows it; the model picker on chat, write, translate and art; then the
 * dark/light toggle, the settings and the avatar that opens the account drawer.
 */
export function DashboardHeader({
  user,
  items,
  horizontal,
}: {
  user: User
  items: readonly NavItem[]
  horizontal: boolean
}) {
  const { t } = useTranslation('dashboard')
  const page = dashboardPageOf(useLocation().pathname)
  return (
    <header className="shrink-0 border-b bg-background">
      <div className="flex h-16 items-center gap-2 px-3 sm:px-5">
        <NavDrawer items={items} user={user} />
        <Link
          to={paths.dashboard}
          aria-label={t('nav.home', { name: brand.name })}
          className={cn(
            'me-2 shrink-0 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
            !horizontal && 'desktop:hidden',
          )}
        >
          <BrandLogo showName={false} className="sm:hidden" />
          <BrandLogo className="max-sm:hidden" />
        </Link>
        <div className="min-w-0 flex-1">{hasModelPicker(page) ? <ModelPicker /> : null}</div>
        <div className="flex shrink-0 items-center gap-1">
          <ThemeToggle />
          <SettingsButton />
          <AccountMenu user={user} />
        </div>
      </div>
    </header>
  )
}
