import { matchRoutes } from 'react-router'
import type { RouteObject } from 'react-router'

/**
 * Downloads the lazy routes a URL matches before the first render, so a prerendered page is
 * hydrated with its own screen instead of an empty fallback.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const resolved = await route.lazy()
      Object.assign(route, resolved, { lazy: undefined })
    }),
  )
}
