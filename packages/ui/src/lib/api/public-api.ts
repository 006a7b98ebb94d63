import { createApiClient } from '@amply/api/client'

let client: ReturnType<typeof createApiClient> | undefined

/**
 * The API client of the public calls (no access token): client config, plans, the model
 * catalogue, the contact form. Public pages use it without starting the signed-in session.
 */
export function publicApi(): ReturnType<typeof createApiClient> {
  client ??= createApiClient({ getAccessToken: () => Promise.resolve(null) })
  return client
}
