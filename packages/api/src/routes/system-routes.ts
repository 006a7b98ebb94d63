import { clientConfigSchema } from '../entities/client-config'
import { healthSchema } from '../entities/health'
import { defineRoute } from '../http/route'

export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    base: 'backend',
    path: 'health',
    auth: false,
    tag: 'System',
    summary: 'Whether the server is up, and which build answers',
    response: healthSchema,
  }),
  clientConfig: defineRoute({
    method: 'GET',
    base: 'backend',
    path: 'config',
    auth: false,
    tag: 'System',
    summary: 'Public client configuration: OAuth providers, the Turnstile site key, return origins',
    response: clientConfigSchema,
  }),
}
