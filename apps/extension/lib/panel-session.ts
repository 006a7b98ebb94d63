import { storageKeys } from '@amply/api/settings-options'
import { createSession } from '@amply/core/auth/session'
import type { Session, SessionCache } from '@amply/core/auth/session'
import { createExtensionPlatform } from './extension-platform'

/**
 * The panel's session: core against the configured server, on the extension's storage, with
 * its own refresh token (no cookies). A session that arrives from the website (the return
 * page stores its tokens) is taken up at once. The user is read through the panel's query
 * cache, which empties when the session ends.
 */
export function createPanelSession(
  serverUrl: string,
  navigate: (path: string) => void,
  cache: SessionCache,
): Session {
  const platform = createExtensionPlatform({ navigate })
  const session = createSession(platform, {
    backendBase: `${serverUrl}/api/`,
    aiBase: `${serverUrl}/ai/`,
    // The panel hands its session to nobody.
    allowedReturnOrigins: [],
    ownRefreshToken: true,
    ...cache,
  })
  platform.storage.subscribe((change) => {
    if (change.key !== storageKeys.accessToken || change.value === null) return
    if (session.auth.getSnapshot().status !== 'unauthenticated') return
    session.auth.resume().catch((error: unknown) => {
      platform.logError(error, 'panel: loading the user after a sign-in elsewhere')
    })
  })
  void session.auth.start()
  return session
}
