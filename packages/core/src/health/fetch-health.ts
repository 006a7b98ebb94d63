import { healthSchema } from '@amply/api/entities/health'
import type { Health } from '@amply/api/entities/health'
import { routeTable } from '@amply/api/route-table'

/**
 * Asks the backend whether it is up. `fetch` is injected so the same code runs in a page,
 * the extension and Node; the answer is checked against the shared schema.
 */
export async function fetchHealth(
  fetch: typeof globalThis.fetch,
  backendBase: string,
): Promise<Health> {
  const url = new URL(
    routeTable.health.path,
    backendBase.endsWith('/') ? backendBase : `${backendBase}/`,
  )
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`The server answered ${response.status} to ${url.pathname}`)
  return healthSchema.parse(await response.json())
}
