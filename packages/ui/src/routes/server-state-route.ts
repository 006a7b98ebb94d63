import type { RouteObject } from 'react-router'

/**
 * A layout route that puts the app's query cache (TanStack Query) above `children`. It is lazy:
 * the cache's code downloads with the first page that loads server data, never with the home
 * page's first code (docs/decisions.md).
 */
export function withServerState(children: RouteObject[]): RouteObject {
  return {
    lazy: async () => ({
      Component: (await import('../lib/server-state/server-state-provider')).ServerStateOutlet,
    }),
    children,
  }
}
