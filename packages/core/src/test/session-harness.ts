import { createSession } from '../auth/session'
import type { SessionOptions } from '../auth/session'
import { trialPlan, user } from './fixtures'
import { makeJwt } from './jwt'
import { json } from './local-server'
import type { LocalServer } from './local-server'
import { createMemoryPlatform } from './memory-platform'

export const webOrigin = 'https://amply.example'
export const extensionOrigin = 'chrome-extension://abcdefghijklmnop'

/** An access token that stays fresh for an hour. */
export const freshToken = () => makeJwt(Date.now() + 3_600_000)
/** An access token that expired a minute ago. */
export const expiredToken = () => makeJwt(Date.now() - 60_000)

/**
 * A session against the local server, on an in-memory platform whose storage starts with
 * `stored`; the server answers the user and the plan.
 */
export function sessionAgainst(
  server: LocalServer,
  stored: Record<string, string> = {},
  options: Partial<SessionOptions> = {},
) {
  server.on('GET /api/auth/clients/profile', (response) => {
    json(response, 200, user)
  })
  server.on('GET /api/client/subscription', (response) => {
    json(response, 200, { ...trialPlan, gateway_client_id: null })
  })
  const memory = createMemoryPlatform(stored)
  const session = createSession(memory.platform, {
    backendBase: `${server.origin}/api/`,
    aiBase: `${server.origin}/ai/`,
    allowedReturnOrigins: [webOrigin, extensionOrigin],
    ...options,
  })
  return { ...memory, session }
}
