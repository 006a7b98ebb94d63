import { ChevronDownIcon, ChevronRightIcon } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { cn } from '../../lib/utils'
import { isGroupActive, isLinkActive } from './dashboard-nav'
import type { NavGroupItem, NavItem, NavLinkItem } from './dashboard-nav'
import { navItemClass } from './nav-styles'
import { useGroupOpen } from './use-group-open'

/**
 * The navigation as a list with labels: the vertical sidebar and the phone drawer. Groups open
 * and close in place. `onNavigate` runs when a link is followed (the drawer closes).
 */
export function NavVertical({
  items,
  onNavigate,
}: {
  items: readonly NavItem[]
  onNavigate?: () => void
}) {
  const { t } = useTranslation('dashboard')
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.kind === 'link' ? item.to : item.id}>
            {item.kind === 'link' ? (
              <NavVerticalLink item={item} onNavigate={onNavigate} />
            ) : (
              <NavVerticalGroup group={item} onNavigate={onNavigate} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

function NavVerticalLink({ item, onNavigate }: { item: NavLinkItem; onNavigate?: () => void }) {
  const { t } = useTranslation('dashboard')
  const active = isLinkActive(item, useLocation().pathname)
  const Icon = item.icon
  return (
    <Link
      to={item.to}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      className={navItemClass(active)}
    >
      <Icon aria-hidden="true" />
      <span className="truncate">{t(`nav.${item.label}`)}</span>
    </Link>
  )
}

function NavVerticalGroup({ group, onNavigate }: { group: NavGroupItem; onNavigate?: () => void }) {
  const { t } = useTranslation('dashboard')
  const [open, setOpen] = useGroupOpen(group)
  const listId = useId()
  const holdsCurrent = isGroupActive(group, useLocation().pathname)
  const Icon = group.icon
  const Chevron = open ? ChevronDownIcon : ChevronRightIcon
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          setOpen(!open)
        }}
        className={navItemClass(false, cn('w-full', holdsCurrent && 'text-foreground'))}
      >
        <Icon aria-hidden="true" />
        <span className="flex-1 truncate text-start">{t(`nav.${group.label}`)}</span>
        {/* Closed, it points to the end side: right in English, left in Arabic. */}
        <Chevron aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </button>
      <ul id={listId} hidden={!open} className="ms-5 mt-1 flex flex-col gap-1 border-s ps-2">
        {group.children.map((child) => (
          <li key={child.to}>
            <NavVerticalLink item={child} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </>
  )
}
