import type { ClientConfig } from '@amply/api/entities/client-config'
import { publicApi } from '../api/public-api'

let loading: Promise<ClientConfig> | undefined

/**
 * The server's public configuration (`GET /api/config`: OAuth providers, the Turnstile site
 * key, the origins allowed to receive a session), fetched once per page load and shared by the
 * session and the sign-in pages. A failed fetch is tried again by the next caller.
 */
export function loadClientConfig(): Promise<ClientConfig> {
  loading ??= publicApi()
    .then((api) => api.call('clientConfig'))
    .catch((error: unknown) => {
      loading = undefined
      throw error
    })
  return loading
}
