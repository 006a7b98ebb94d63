import { useState } from 'react'
import { useLocation } from 'react-router'

/**
 * Open state of a drawer that closes by itself when the page changes (a link inside it, the
 * browser's back button). The change is applied while rendering, so no frame shows it open.
 */
export function useOpenUntilRouteChange() {
  const { pathname } = useLocation()
  const [state, setState] = useState({ open: false, pathname })
  if (state.pathname !== pathname) setState({ open: false, pathname })
  const open = state.open && state.pathname === pathname
  const setOpen = (next: boolean) => {
    setState({ open: next, pathname })
  }
  return [open, setOpen] as const
}
