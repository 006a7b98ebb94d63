import { useState } from 'react'
import { useLocation } from 'react-router'
import { isGroupActive } from './dashboard-nav'
import type { NavGroupItem } from './dashboard-nav'

/**
 * Whether a navigation group is open (docs/product.md#workspace): it opens and closes on demand,
 * starts open when it holds the current page, and closes on every route change unless the new page
 * is one of its own (which opens it).
 */
export function useGroupOpen(group: NavGroupItem) {
  const { pathname } = useLocation()
  const [state, setState] = useState(() => ({
    open: isGroupActive(group, pathname),
    pathname,
  }))
  // A new route: adjust while rendering, so the old state is never painted.
  if (state.pathname !== pathname) {
    setState({ open: isGroupActive(group, pathname), pathname })
  }
  const open = state.pathname === pathname ? state.open : isGroupActive(group, pathname)
  const setOpen = (next: boolean) => {
    setState({ open: next, pathname })
  }
  return [open, setOpen] as const
}
