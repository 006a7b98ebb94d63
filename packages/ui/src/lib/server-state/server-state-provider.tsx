import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Outlet } from 'react-router'
import { useAppServices } from '../app-services'
import { serverStateOf } from './server-state'

/** The app's one query cache, for the screens below (docs/decisions.md: where it is mounted). */
export function ServerStateProvider({ children }: { children: ReactNode }) {
  const { session } = useAppServices()
  return (
    <QueryClientProvider client={serverStateOf(session).queryClient}>
      {children}
    </QueryClientProvider>
  )
}

/** The same, as the website's lazy layout route around every page that loads server data. */
export function ServerStateOutlet() {
  return (
    <ServerStateProvider>
      <Outlet />
    </ServerStateProvider>
  )
}
