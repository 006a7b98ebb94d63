import type { TokenPair } from '@amply/api/entities/auth'
import { ApiError } from '@amply/api/errors'
import { SessionEndedError } from './session-ended-error'
import { isTokenFresh } from './token-expiry'
import type { TokenStore } from './token-store'

const CONCURRENT_REFRESH_RETRY_MS = 200

export interface TokenRefresherOptions {
  tokens: TokenStore
  hasRefreshCookie: () => Promise<boolean>
  /** Asks the server for a new pair with the refresh cookie (`refreshTokens`). */
  refresh: () => Promise<TokenPair>
  /** The session is gone (no refresh cookie, or the refresh failed); tokens are already cleared. */
  onSessionEnded: () => void
  now?: () => number
}

/**
 * The fresh-token getter of every signed-in call (docs/product.md#session, token freshness): a
 * token expiring more than 30 s from now is used as is; otherwise exactly one refresh runs while
 * every other caller waits for it. Without a refresh cookie nothing is refreshed: the session has
 * ended. A failed refresh clears the tokens and rejects every waiting caller.
 */
export function createTokenRefresher(options: TokenRefresherOptions) {
  const now = options.now ?? Date.now
  let inflight: Promise<string> | null = null
  /** The refresh in flight, read anew after an await (the compiler's narrowing would not). */
  const pending = (): Promise<string> | null => inflight
  /** Counts finished refreshes, so a caller that read the old token meanwhile reads again. */
  let finished = 0

  async function renew(): Promise<string> {
    if (!(await options.hasRefreshCookie())) {
      await endSession()
      throw new SessionEndedError()
    }
    let pair: TokenPair
    try {
      pair = await refreshOnce()
    } catch (error) {
      await endSession()
      throw error
    }
    await options.tokens.save(pair)
    return pair.access_token
  }

  /**
   * Another tab of the same browser may have refreshed the shared cookie a moment earlier: the
   * server answers 409 then, and the new cookie is already in place, so ask once more.
   */
  async function refreshOnce(): Promise<TokenPair> {
    try {
      return await options.refresh()
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) throw error
      await new Promise((resolve) => setTimeout(resolve, CONCURRENT_REFRESH_RETRY_MS))
      return options.refresh()
    }
  }

  async function endSession() {
    await options.tokens.clear()
    options.onSessionEnded()
  }

  async function getFreshAccessToken(): Promise<string> {
    if (inflight) return inflight
    const seen = finished
    const token = await options.tokens.getAccessToken()
    if (token && isTokenFresh(token, now())) return token
    // Another caller may have started a refresh while this one read the token: join it, or
    // read again if it has already finished.
    const running = pending()
    if (running) return running
    if (seen !== finished) return getFreshAccessToken()
    inflight = renew().finally(() => {
      finished += 1
      inflight = null
    })
    return inflight
  }

  return { getFreshAccessToken }
}
