import type { ClientConfig } from '@amply/api/entities/client-config'
import { useQuery } from '@tanstack/react-query'
import { loadClientConfig } from './client-config'

/**
 * The server's public configuration, through the app's query cache (needs `AppQueryProvider`
 * above). Undefined while it loads, and during the first render of a prerendered page.
 */
export function useClientConfig(): { config: ClientConfig | undefined; failed: boolean } {
  const query = useQuery({
    queryKey: ['client-config'],
    queryFn: loadClientConfig,
    staleTime: Number.POSITIVE_INFINITY,
  })
  return { config: query.data, failed: query.isError }
}
