import type { ClientConfig } from '@amply/api/entities/client-config'
import type { Env } from '../../env'
import type { RouteHandlers } from '../../lib/route-table'
import { allowedOrigins } from '../auth/allowed-origins'
import { enabledProviders } from '../oauth/oauth-providers'

/** The public configuration every client reads before sign-in (it holds no secret). */
export function configHandlers(env: Env): RouteHandlers {
  const config: ClientConfig = {
    oauth_providers: [...enabledProviders(env).keys()],
    turnstile_site_key: env.TURNSTILE_SITE_KEY ?? null,
    allowed_return_origins: [...allowedOrigins(env.PUBLIC_URL, env.EXTENSION_IDS)],
  }
  return { clientConfig: () => config }
}
