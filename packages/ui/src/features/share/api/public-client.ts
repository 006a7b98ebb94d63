import { createApiClient } from '@amply/api/client'

/**
 * The API client of the public share page: it only reads public calls, so it carries no token
 * and starts no session (the page stays light for a signed-out reader).
 */
export const publicClient = createApiClient({ getAccessToken: () => Promise.resolve(null) })
