import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { DropdownMenuItem } from '../../components/ui/dropdown-menu'
import { cn } from '../../lib/utils'
import { isLinkActive } from './dashboard-nav'
import type { NavGroupItem } from './dashboard-nav'

/** A group's links as menu items (the mini and horizontal layouts open groups as menus). */
export function NavGroupMenuItems({ group }: { group: NavGroupItem }) {
  const { t } = useTranslation('dashboard')
  const { pathname } = useLocation()
  return group.children.map((child) => {
    const Icon = child.icon
    const active = isLinkActive(child, pathname)
    return (
      <DropdownMenuItem key={child.to} asChild>
        <Link
          to={child.to}
          aria-current={active ? 'page' : undefined}
          className={cn(active && 'text-primary')}
        >
          <Icon aria-hidden="true" />
          {t(`nav.${child.label}`)}
        </Link>
      </DropdownMenuItem>
    )
  })
}
