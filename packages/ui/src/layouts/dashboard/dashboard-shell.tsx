import type { User } from '@amply/api/entities/user'
import { Outlet } from 'react-router'
import { SkipLink } from '../../components/skip-link'
import { useSettings } from '../../lib/hooks/use-settings'
import { cn } from '../../lib/utils'
import { DashboardHeader } from './dashboard-header'
import { currentRole, dashboardNav, visibleNav } from './dashboard-nav'
import { NavHorizontal } from './nav-horizontal'
import { NavSidebar } from './nav-sidebar'
import { PlanBanner } from './plan-banner'

/**
 * The workspace's frame in the settings' layout. From 1200 px: a sidebar with labels
 * (vertical), with icons (mini), or a bar under the top bar (horizontal); below, a drawer.
 *
 * The frame fills the window and `<main>` is the part that scrolls: a page gets the full
 * width and the height left under the bars (`h-full` works), and pins its own parts with
 * `sticky`. Pages of text and forms go in `DashboardContent`, which keeps a readable width
 * unless the settings' `themeStretch` asks for the whole screen.
 */
export function DashboardShell({ user }: { user: User }) {
  const { themeLayout } = useSettings()
  const items = visibleNav(dashboardNav, currentRole(user))
  const horizontal = themeLayout === 'horizontal'
  const mini = themeLayout === 'mini'
  return (
    <div
      data-layout={themeLayout}
      className={cn(
        'flex h-dvh flex-col',
        !horizontal && (mini ? 'desktop:ps-20' : 'desktop:ps-70'),
      )}
    >
      <SkipLink />
      {horizontal ? null : <NavSidebar items={items} user={user} mini={mini} />}
      <DashboardHeader user={user} items={items} horizontal={horizontal} />
      {horizontal ? (
        <div className="hidden h-12 shrink-0 border-b desktop:block">
          <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-5 stretch:max-w-none">
            <NavHorizontal items={items} />
            <PlanBanner user={user} variant="inline" />
          </div>
        </div>
      ) : null}
      <main
        id="main"
        tabIndex={-1}
        className="relative flex min-h-0 flex-1 flex-col overflow-y-auto outline-none"
      >
        <Outlet />
      </main>
    </div>
  )
}
