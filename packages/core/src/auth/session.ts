import { createApiClient } from '@amply/api/client'
import { REFRESH_TOKEN_HEADER } from '@amply/api/constants'
import { readFromClient } from '../lib/route-read'
import type { RouteRead } from '../lib/route-read'
import type { Platform } from '../platform/platform'
import { createAuthStore } from './auth-store'
import { createTokenRefresher } from './token-refresher'
import { createTokenStore } from './token-store'

export interface SessionOptions {
  /** The backend base (default `/api/`). */
  backendBase?: string
  /** The AI service base (default `/ai/`). */
  aiBase?: string
  /** Origins that may receive the session as a login return target (web app, extensions). */
  allowedReturnOrigins: readonly string[]
  /**
   * The client keeps its refresh token itself (the browser extension): no cookies go along,
   * and a refresh sends the stored refresh token in a header. The website's own session and
   * cookies are then never touched by this one.
   */
  ownRefreshToken?: boolean
  /**
   * How the stores read the routes they load (the app's query cache); straight from the
   * client when not given.
   */
  read?: RouteRead
  /** What else goes when a signed-in session ends (the app's query cache; see AuthStoreOptions). */
  onSignedOut?: () => void
  /** The clock that decides token freshness (tests). */
  now?: () => number
  fetch?: typeof globalThis.fetch
}

export type Session = ReturnType<typeof createSession>

/** What an app's query cache gives the session: the reads, and the forgetting at sign-out. */
export type SessionCache = Required<Pick<SessionOptions, 'read' | 'onSignedOut'>>

/**
 * Wires the API client, the token store, the single-flight refresher and the auth store in one
 * place. The client asks the refresher for a token; the refresher renews with the client's
 * public `refreshTokens` call, which never asks for a token, so the two cannot wait on each
 * other.
 */
export function createSession(platform: Platform, options: SessionOptions) {
  const tokens = createTokenStore(platform.storage)
  const refresher = createTokenRefresher({
    tokens,
    hasRefreshCookie: platform.hasRefreshCookie,
    refresh: async () => {
      if (!options.ownRefreshToken) return client.call('refreshTokens')
      const refreshToken = (await tokens.getRefreshToken()) ?? ''
      return client.call('refreshTokens', undefined, {
        headers: { [REFRESH_TOKEN_HEADER]: refreshToken },
      })
    },
    onSessionEnded: () => {
      auth.handleSessionEnded()
    },
    now: options.now,
  })
  const client = createApiClient({
    backendBase: options.backendBase,
    aiBase: options.aiBase,
    fetch: options.fetch,
    ...(options.ownRefreshToken ? { credentials: 'omit' as const } : {}),
    getAccessToken: refresher.getFreshAccessToken,
    onRedirect: platform.navigate,
    onUnauthorized: () => {
      auth.handleUnauthorized()
    },
  })
  const auth = createAuthStore({
    client,
    read: options.read ?? readFromClient(client),
    onSignedOut: options.onSignedOut,
    tokens,
    platform,
    allowedReturnOrigins: options.allowedReturnOrigins,
  })
  // The platform too: what else the app keeps (a conversation to reopen) goes through it.
  return { client, tokens, auth, platform, getAccessToken: refresher.getFreshAccessToken }
}
