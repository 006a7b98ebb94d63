import { aiRoutes } from '../routes/ai-routes'
import { authRoutes } from '../routes/auth-routes'
import { catalogRoutes } from '../routes/catalog-routes'
import { clientRoutes } from '../routes/client-routes'
import { dataRoutes } from '../routes/data-routes'
import { planRoutes } from '../routes/plan-routes'
import { searchRoutes } from '../routes/search-routes'
import { sessionRoutes } from '../routes/session-routes'
import { systemRoutes } from '../routes/system-routes'

/**
 * Every call of the product, by name. The server mounts it, the OpenAPI document is generated
 * from it and the client is typed by it, so a path or a field cannot drift between them.
 */
export const routeTable = {
  ...systemRoutes,
  ...sessionRoutes,
  ...authRoutes,
  ...planRoutes,
  ...clientRoutes,
  ...catalogRoutes,
  ...aiRoutes,
  ...searchRoutes,
  ...dataRoutes,
}

export type RouteTable = typeof routeTable
export type RouteName = keyof RouteTable

/** The default addresses of the two bases, as served by apps/server. */
export const defaultBases = { backend: '/api/', ai: '/ai/' } as const
