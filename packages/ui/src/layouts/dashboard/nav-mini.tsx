import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu'
import { Tooltip, TooltipContent, TooltipTrigger } from '../../components/ui/tooltip'
import { cn } from '../../lib/utils'
import { isGroupActive, isLinkActive } from './dashboard-nav'
import type { NavGroupItem, NavItem, NavLinkItem } from './dashboard-nav'
import { NavGroupMenuItems } from './nav-group-menu-items'
import { navItemClass } from './nav-styles'
import { useContentSide } from './use-content-side'

const iconItemClass = 'size-12 justify-center px-0'

/**
 * The navigation as icons (the "mini" layout): each label is the icon's name and its tooltip;
 * a group opens its links in a menu beside the bar.
 */
export function NavMini({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation('dashboard')
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-col items-center gap-1">
        {items.map((item) => (
          <li key={item.kind === 'link' ? item.to : item.id}>
            {item.kind === 'link' ? <NavMiniLink item={item} /> : <NavMiniGroup group={item} />}
          </li>
        ))}
      </ul>
    </nav>
  )
}

function NavMiniLink({ item }: { item: NavLinkItem }) {
  const { t } = useTranslation('dashboard')
  const active = isLinkActive(item, useLocation().pathname)
  const label = t(`nav.${item.label}`)
  const Icon = item.icon
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Link
          to={item.to}
          aria-label={label}
          aria-current={active ? 'page' : undefined}
          className={navItemClass(active, iconItemClass)}
        >
          <Icon aria-hidden="true" />
        </Link>
      </TooltipTrigger>
      <TooltipContent side={useContentSide()}>{label}</TooltipContent>
    </Tooltip>
  )
}

function NavMiniGroup({ group }: { group: NavGroupItem }) {
  const { t } = useTranslation('dashboard')
  const { pathname } = useLocation()
  const side = useContentSide()
  const label = t(`nav.${group.label}`)
  const Icon = group.icon
  return (
    <DropdownMenu>
      <Tooltip>
        <TooltipTrigger asChild>
          <DropdownMenuTrigger
            aria-label={label}
            className={navItemClass(
              false,
              cn(iconItemClass, isGroupActive(group, pathname) && 'text-foreground'),
            )}
          >
            <Icon aria-hidden="true" />
          </DropdownMenuTrigger>
        </TooltipTrigger>
        <TooltipContent side={side}>{label}</TooltipContent>
      </Tooltip>
      <DropdownMenuContent side={side} align="start">
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        <NavGroupMenuItems group={group} />
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
