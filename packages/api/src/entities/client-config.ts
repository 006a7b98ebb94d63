import { z } from 'zod'
import { oauthProviderSchema } from './auth'

/**
 * What the server tells every client before sign-in: which OAuth providers are on, the
 * Turnstile site key (null: no bot check), and the origins that may receive a session as a
 * login return target (the website and the configured extensions).
 */
export const clientConfigSchema = z.object({
  oauth_providers: z.array(oauthProviderSchema),
  turnstile_site_key: z.string().nullable(),
  allowed_return_origins: z.array(z.string()),
})

export type ClientConfig = z.infer<typeof clientConfigSchema>
