import type { Role } from '@amply/api/entities/user'
import {
  BookOpenTextIcon,
  LanguagesIcon,
  MessageSquareTextIcon,
  PaletteIcon,
  PenLineIcon,
  ShieldCheckIcon,
  WandSparklesIcon,
} from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { paths } from '../../lib/paths'
import { dashboardPageOf } from './dashboard-page'
import type { DashboardPage } from './dashboard-page'

/** A key of the `dashboard` namespace's `nav` texts. */
type NavLabel = 'chat' | 'art' | 'write' | 'translate' | 'read' | 'tools' | 'admin'

interface NavEntry {
  label: NavLabel
  icon: LucideIcon
  /** Who sees it (docs/product.md#guards); everyone when absent. */
  roles?: readonly Role[]
}

export interface NavLinkItem extends NavEntry {
  kind: 'link'
  to: string
  /** The tool the link opens: it is current on every address of that tool. */
  page?: DashboardPage
}

/** Links under one heading that opens and closes (docs/product.md#workspace). */
export interface NavGroupItem extends NavEntry {
  kind: 'group'
  id: string
  children: readonly NavLinkItem[]
}

export type NavItem = NavLinkItem | NavGroupItem

/**
 * The side navigation: Chat and Art, then the writing tools (docs/product.md#workspace), then
 * admin.
 */
export const dashboardNav: readonly NavItem[] = [
  {
    kind: 'link',
    label: 'chat',
    icon: MessageSquareTextIcon,
    to: paths.dashboardChat,
    page: 'chat',
  },
  { kind: 'link', label: 'art', icon: PaletteIcon, to: paths.dashboardArt, page: 'art' },
  {
    kind: 'group',
    id: 'tools',
    label: 'tools',
    icon: WandSparklesIcon,
    children: [
      { kind: 'link', label: 'write', icon: PenLineIcon, to: paths.dashboardWrite, page: 'write' },
      {
        kind: 'link',
        label: 'translate',
        icon: LanguagesIcon,
        to: paths.dashboardTranslate,
        page: 'translate',
      },
      {
        kind: 'link',
        label: 'read',
        icon: BookOpenTextIcon,
        to: paths.dashboardRead,
        page: 'read',
      },
    ],
  },
  // Operators' pages (the plan catalogue): only admins see the item (docs/product.md#guards).
  {
    kind: 'link',
    label: 'admin',
    icon: ShieldCheckIcon,
    to: paths.adminPlans,
    roles: ['admin'],
  },
]

/** docs/product.md#guards: a user whose role is not known counts as admin. */
export function currentRole(user: { role?: Role | null } | null | undefined): Role {
  return user?.role ?? 'admin'
}

const allowed = (entry: NavEntry, role: Role) => !entry.roles || entry.roles.includes(role)

/** The items `role` may see; a group left with no links is hidden too. */
export function visibleNav(items: readonly NavItem[], role: Role): NavItem[] {
  return items.flatMap((item): NavItem[] => {
    if (!allowed(item, role)) return []
    if (item.kind === 'link') return [item]
    const children = item.children.filter((child) => allowed(child, role))
    return children.length > 0 ? [{ ...item, children }] : []
  })
}

/** Whether a link is the page shown at `pathname`. */
export function isLinkActive(item: NavLinkItem, pathname: string): boolean {
  if (item.page) return dashboardPageOf(pathname) === item.page
  return pathname === item.to || pathname.startsWith(`${item.to}/`)
}

/** Whether a group holds the page shown at `pathname`. */
export function isGroupActive(group: NavGroupItem, pathname: string): boolean {
  return group.children.some((child) => isLinkActive(child, pathname))
}
