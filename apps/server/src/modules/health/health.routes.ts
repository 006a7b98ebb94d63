import { brand } from '@amply/api/brand'
import type { RouteHandlers } from '../../lib/route-table'

export function healthHandlers(version: string): RouteHandlers {
  const startedAt = performance.now()
  return {
    health: () => ({
      status: 'ok',
      name: brand.name,
      version,
      uptime_seconds: Math.round(performance.now() - startedAt) / 1000,
    }),
  }
}
