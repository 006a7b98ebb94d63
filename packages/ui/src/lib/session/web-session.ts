import { createSession } from '@amply/core/auth/session'
import type { Session } from '@amply/core/auth/session'
import { serverStateOf } from '../server-state/server-state'
import type { LazySession } from './lazy-session'
import { createWebPlatform } from '../web-platform'

/**
 * The website's session: core over localStorage and the session cookie, allowed to hand a
 * session to the origins the server names (the site itself and its browser extensions). The
 * user is read through the app's query cache, which empties when the session ends.
 */
export async function createWebSession(
  lazy: LazySession,
  navigate: (path: string) => void,
): Promise<Session> {
  const { sessionCache } = serverStateOf(lazy)
  // A public route: read before the session exists, through the public client.
  const config = await sessionCache.read('clientConfig')
  const session = createSession(createWebPlatform(window, { navigate }), {
    allowedReturnOrigins: config.allowed_return_origins,
    ...sessionCache,
  })
  void session.auth.start()
  return session
}
