import { PaletteIcon } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { currentRole, dashboardNav, isGroupActive, isLinkActive, visibleNav } from './dashboard-nav'
import type { NavGroupItem, NavItem, NavLinkItem } from './dashboard-nav'

const link = (to: string, roles?: NavLinkItem['roles']): NavLinkItem => ({
  kind: 'link',
  label: 'art',
  icon: PaletteIcon,
  to,
  ...(roles ? { roles } : {}),
})

describe('the side navigation', () => {
  it('lists Chat and Art, then Write, Translate and Read under Tools, then Admin', () => {
    const labels = dashboardNav.map((item) =>
      item.kind === 'group' ? [item.label, item.children.map((child) => child.label)] : item.label,
    )
    expect(labels).toEqual(['chat', 'art', ['tools', ['write', 'translate', 'read']], 'admin'])
  })

  it('shows the admin page to admins only', () => {
    const labelsFor = (role: 'client' | 'admin') =>
      visibleNav(dashboardNav, role).map((item) => item.label)
    expect(labelsFor('client')).not.toContain('admin')
    expect(labelsFor('admin')).toContain('admin')
  })

  it('treats an unknown role as admin', () => {
    expect(currentRole(null)).toBe('admin')
    expect(currentRole({ role: null })).toBe('admin')
    expect(currentRole({ role: 'client' })).toBe('client')
  })

  it('hides items whose roles leave the user out, inside groups too', () => {
    const group: NavGroupItem = {
      kind: 'group',
      id: 'g',
      label: 'tools',
      icon: PaletteIcon,
      children: [link('/a', ['admin']), link('/b')],
    }
    const items: NavItem[] = [link('/admin', ['admin']), link('/all', ['client', 'admin']), group]
    const forClient = visibleNav(items, 'client')
    expect(forClient.map((item) => (item.kind === 'link' ? item.to : item.id))).toEqual([
      '/all',
      'g',
    ])
    expect((forClient[1] as NavGroupItem).children.map((child) => child.to)).toEqual(['/b'])
    expect(visibleNav(items, 'admin')).toHaveLength(3)
  })

  it('hides a group once none of its links is left, or when the group itself is not allowed', () => {
    const onlyAdmin: NavGroupItem = {
      kind: 'group',
      id: 'g',
      label: 'tools',
      icon: PaletteIcon,
      children: [link('/a', ['admin'])],
    }
    expect(visibleNav([onlyAdmin], 'client')).toEqual([])
    expect(visibleNav([{ ...onlyAdmin, roles: ['admin'] }], 'client')).toEqual([])
  })

  it('marks Chat current on /dashboard and its own sub-paths, other links by prefix', () => {
    const chat = dashboardNav[0] as NavLinkItem
    expect(isLinkActive(chat, '/dashboard')).toBe(true)
    expect(isLinkActive(chat, '/dashboard/chat/42')).toBe(true)
    expect(isLinkActive(chat, '/dashboard/art')).toBe(false)
    expect(isLinkActive(link('/dashboard/user/account'), '/dashboard/user/account/plan')).toBe(true)
    expect(isLinkActive(link('/dashboard/user/account'), '/dashboard/user/accounts')).toBe(false)
    const tools = dashboardNav[2] as NavGroupItem
    expect(isGroupActive(tools, '/dashboard/translate')).toBe(true)
    expect(isGroupActive(tools, '/dashboard/chat')).toBe(false)
  })
})
