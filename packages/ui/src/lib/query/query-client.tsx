import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'

/**
 * The website's one TanStack Query cache, shared by every layout that fetches (sign-in pages,
 * dashboard, public pages with server data). Data is not refetched on window focus
 * (docs/product.md#constants). Import this module only from lazily loaded code: it is not for the
 * home page.
 */
export const appQueryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: 1 },
    mutations: { retry: 0 },
  },
})

/** Provides the app's query cache to a layout's pages. */
export function AppQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>
}
