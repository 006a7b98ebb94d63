import type { ClientConfig } from '@amply/api/entities/client-config'
import { useRouteQuery } from '../server-state/route-queries'

/**
 * The server's public configuration (`GET /api/config`: OAuth providers, the Turnstile site
 * key, the origins allowed to receive a session) from the app's query cache, where the
 * session's start also reads it: one request per page load (its route default keeps it for the
 * visit). Undefined while it loads, and during the first render of a prerendered page.
 */
export function useClientConfig(): { config: ClientConfig | undefined; failed: boolean } {
  const query = useRouteQuery('clientConfig')
  return { config: query.data, failed: query.isError }
}
