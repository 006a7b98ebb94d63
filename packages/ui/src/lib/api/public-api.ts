import type { ApiClient } from '@amply/api/client'

let client: Promise<ApiClient> | undefined

/**
 * The API client of the public calls (no access token): client config, plans, the model
 * catalogue, the contact form. Public pages use it without starting the signed-in session.
 * The client and the contract's schemas load with the first call, evaluated in a task of their
 * own rather than in the one that evaluates the page's code (zod and every schema: tens of
 * milliseconds on a phone). A failed download is tried again by the next call.
 */
export function publicApi(): Promise<ApiClient> {
  client ??= import('@amply/api/client').then(
    ({ createApiClient }) => createApiClient({ getAccessToken: () => Promise.resolve(null) }),
    (error: unknown) => {
      client = undefined
      throw error
    },
  )
  return client
}
