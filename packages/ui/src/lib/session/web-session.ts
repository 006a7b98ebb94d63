import { createSession } from '@amply/core/auth/session'
import type { Session } from '@amply/core/auth/session'
import { loadClientConfig } from '../config/client-config'
import { createWebPlatform } from '../web-platform'

/**
 * The website's session: core over localStorage and the session cookie, allowed to hand a
 * session to the origins the server names (the site itself and its browser extensions).
 */
export async function createWebSession(navigate: (path: string) => void): Promise<Session> {
  const config = await loadClientConfig()
  const session = createSession(createWebPlatform(window, { navigate }), {
    allowedReturnOrigins: config.allowed_return_origins,
  })
  void session.auth.start()
  return session
}
