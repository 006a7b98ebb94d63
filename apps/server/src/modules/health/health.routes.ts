import { brand } from '@amply/api/brand'
import type { Health } from '@amply/api/health'
import { healthPath } from '@amply/api/health'
import { Hono } from 'hono'

export function healthRoutes(version: string) {
  const startedAt = performance.now()
  return new Hono().get(`/${healthPath}`, (c) =>
    c.json({
      status: 'ok',
      name: brand.name,
      version,
      uptime_seconds: Math.round(performance.now() - startedAt) / 1000,
    } satisfies Health),
  )
}
