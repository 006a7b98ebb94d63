import { brand } from '@amply/api/brand'
import type { User } from '@amply/api/entities/user'
import { PanelLeftCloseIcon, PanelLeftOpenIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useAppServices } from '../../lib/app-services'
import { BrandLogo } from '../../components/brand-logo'
import { Button } from '../../components/ui/button'
import { cn } from '../../lib/utils'
import { paths } from '../../lib/paths'
import type { NavItem } from './dashboard-nav'
import { NavMini } from './nav-mini'
import { NavVertical } from './nav-vertical'
import { PlanBanner } from './plan-banner'

/**
 * The side navigation of wide screens (from 1200 px), on the start side: labels in the
 * vertical layout, icons in the mini one, the plan banner at its foot and a button that
 * switches between the two.
 */
export function NavSidebar({
  items,
  user,
  mini,
}: {
  items: readonly NavItem[]
  user: User
  mini: boolean
}) {
  const { t } = useTranslation('dashboard')
  const { settings } = useAppServices()
  const ToggleIcon = mini ? PanelLeftOpenIcon : PanelLeftCloseIcon
  return (
    <aside
      className={cn(
        'fixed inset-y-0 start-0 z-30 hidden flex-col border-e bg-background desktop:flex',
        mini ? 'w-20 items-center' : 'w-70',
      )}
    >
      <div className={cn('flex h-16 shrink-0 items-center', mini ? 'justify-center' : 'px-5')}>
        <Link
          to={paths.dashboard}
          aria-label={t('nav.home', { name: brand.name })}
          className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <BrandLogo showName={!mini} />
        </Link>
      </div>
      <div className={cn('flex-1 overflow-y-auto py-2', mini ? 'px-2' : 'px-3')}>
        {mini ? <NavMini items={items} /> : <NavVertical items={items} />}
      </div>
      <div className={cn('shrink-0 space-y-2 py-3', mini ? 'flex flex-col items-center' : 'px-3')}>
        <PlanBanner user={user} variant={mini ? 'icon' : 'card'} />
        <Button
          variant="ghost"
          size="icon"
          className={cn('size-10 text-muted-foreground', !mini && 'ms-auto flex')}
          aria-label={mini ? t('nav.expand') : t('nav.collapse')}
          title={mini ? t('nav.expand') : t('nav.collapse')}
          onClick={() => {
            settings.update({ themeLayout: mini ? 'vertical' : 'mini' })
          }}
        >
          <ToggleIcon aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </Button>
      </div>
    </aside>
  )
}
