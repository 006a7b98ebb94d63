import type { User } from '@amply/api/entities/user'
import { MenuIcon } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { NavDrawerSheet } from '../../components/nav-drawer-sheet'
import { Button } from '../../components/ui/button'
import type { NavItem } from './dashboard-nav'
import { NavVertical } from './nav-vertical'
import { PlanBanner } from './plan-banner'
import { useOpenUntilRouteChange } from './use-open-until-route-change'

/**
 * Below 1200 px the navigation is a drawer from the start side, opened by the top bar's menu
 * button; following a link (or any route change) closes it.
 */
export function NavDrawer({ items, user }: { items: readonly NavItem[]; user: User }) {
  const { t } = useTranslation('dashboard')
  const [open, setOpen] = useOpenUntilRouteChange()
  const trigger = useRef<HTMLButtonElement>(null)
  const close = () => {
    setOpen(false)
  }
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        className="size-10 desktop:hidden"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpen(true)
        }}
      >
        <MenuIcon aria-hidden="true" className="size-5" />
      </Button>
      <NavDrawerSheet
        open={open}
        onOpenChange={setOpen}
        label={t('nav.label')}
        closeLabel={t('nav.closeMenu')}
        returnFocusTo={trigger}
        className="w-70 max-w-[85vw]"
        headerClassName="h-16 justify-center py-0"
      >
        <div className="flex flex-1 flex-col justify-between gap-6 overflow-y-auto p-3">
          <NavVertical items={items} onNavigate={close} />
          <PlanBanner user={user} variant="card" />
        </div>
      </NavDrawerSheet>
    </>
  )
}
