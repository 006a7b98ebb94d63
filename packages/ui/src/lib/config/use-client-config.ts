import type { ClientConfig } from '@amply/api/entities/client-config'
import { useQuery } from '@tanstack/react-query'
import { routeKey } from '../server-state/route-key'
import { loadClientConfig } from './client-config'

/**
 * The server's public configuration in the app's query cache. Its fetch is the page's one
 * request for it (`loadClientConfig`), shared with the session's start, which needs it before
 * any screen: the cache keeps the answer under the route's key rather than asking again.
 * Undefined while it loads, and during the first render of a prerendered page.
 */
export function useClientConfig(): { config: ClientConfig | undefined; failed: boolean } {
  const query = useQuery({ queryKey: routeKey('clientConfig'), queryFn: loadClientConfig })
  return { config: query.data, failed: query.isError }
}
