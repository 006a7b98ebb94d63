import { ChevronDownIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu'
import { cn } from '../../lib/utils'
import { isGroupActive, isLinkActive } from './dashboard-nav'
import type { NavGroupItem, NavItem, NavLinkItem } from './dashboard-nav'
import { NavGroupMenuItems } from './nav-group-menu-items'
import { navItemClass } from './nav-styles'

/** The navigation as a row (the "horizontal" layout); a group opens its links in a menu below. */
export function NavHorizontal({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation('dashboard')
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex items-center gap-1">
        {items.map((item) => (
          <li key={item.kind === 'link' ? item.to : item.id}>
            {item.kind === 'link' ? (
              <NavHorizontalLink item={item} />
            ) : (
              <NavHorizontalGroup group={item} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

function NavHorizontalLink({ item }: { item: NavLinkItem }) {
  const { t } = useTranslation('dashboard')
  const active = isLinkActive(item, useLocation().pathname)
  const Icon = item.icon
  return (
    <Link
      to={item.to}
      aria-current={active ? 'page' : undefined}
      className={navItemClass(active, 'gap-2')}
    >
      <Icon aria-hidden="true" className="size-4" />
      {t(`nav.${item.label}`)}
    </Link>
  )
}

function NavHorizontalGroup({ group }: { group: NavGroupItem }) {
  const { t } = useTranslation('dashboard')
  const { pathname } = useLocation()
  const Icon = group.icon
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={navItemClass(
          false,
          cn('gap-2', isGroupActive(group, pathname) && 'text-foreground'),
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
        {t(`nav.${group.label}`)}
        <ChevronDownIcon aria-hidden="true" className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <NavGroupMenuItems group={group} />
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
