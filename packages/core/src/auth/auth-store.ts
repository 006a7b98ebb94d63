import type { ApiClient, RouteInput } from '@amply/api/client'
import type { AuthResponse, TokenPair } from '@amply/api/entities/auth'
import { storageKeys } from '@amply/api/settings-options'
import type { RouteRead } from '../lib/route-read'
import { createStore } from '../lib/store'
import type { Platform } from '../platform/platform'
import { SessionEndedError } from './session-ended-error'
import { allowedReturnTarget, returnTargetWithTokens } from './return-target'
import type { TokenStore } from './token-store'

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated'

/**
 * Whether there is a signed-in session. The user is not kept here: the apps read it from their
 * query cache, where loading the session put it (one copy, changed by the writes that change it).
 */
export interface AuthState {
  status: AuthStatus
}

/** How a login ended. */
export type LoginResult =
  /** A further step (OTP): the page goes to `url`. */
  | { kind: 'verify'; url: string }
  /** Signed in here; `returnTargetRefused` when a return target was given but not allowed. */
  | { kind: 'signedIn'; returnTargetRefused: boolean }
  /** Signed in, and the browser was sent to the allowed return target with a session of its own. */
  | { kind: 'returned'; url: string }

export interface LoginOptions {
  /** An absolute URL (the extension, another first-party client) to hand a new session to. */
  returnTarget?: string
}

export interface AuthStoreOptions {
  client: ApiClient
  /** How the user and plan are read (the app's query cache; see RouteRead). */
  read: RouteRead
  /**
   * What else goes when a signed-in session ends, however it ends (a sign-out, an expired
   * session, a 401, a sign-out in another tab) or gives way to another one: the app's query
   * cache, so that nothing of one user shows to the next.
   */
  onSignedOut?: () => void
  tokens: TokenStore
  platform: Platform
  /** Origins that may receive the session as a return target (web app, extensions). */
  allowedReturnOrigins: readonly string[]
}

/**
 * The auth state machine (docs/product.md#session): loading, then authenticated (user and current
 * plan loaded) or unauthenticated.
 */
export function createAuthStore(options: AuthStoreOptions) {
  const { client, tokens, platform } = options
  const store = createStore<AuthState>({ status: 'loading' })
  /** Bumped by every transition, so an older load that finishes late changes nothing. */
  let epoch = 0
  const unsubscribes: (() => void)[] = []

  /**
   * Every way a session ends comes here: the one place its user's data is forgotten (by default
   * when there was a signed-in user; a visitor's start that finds no session forgets nothing).
   */
  function signOut({ forget = store.getSnapshot().status === 'authenticated' } = {}) {
    epoch += 1
    if (store.getSnapshot().status !== 'unauthenticated') store.set({ status: 'unauthenticated' })
    if (forget) options.onSignedOut?.()
  }

  /** Runs a side effect whose failure only the log should hear about. */
  function background(promise: Promise<unknown>, context: string) {
    promise.catch((error: unknown) => {
      platform.logError(error, context)
    })
  }

  /**
   * Loads the user and the current plan (into the app's cache, where the screens read them); a
   * failure means unauthenticated (docs/product.md#session).
   */
  async function loadUser(): Promise<void> {
    const started = ++epoch
    try {
      await Promise.all([options.read('getProfile'), options.read('getCurrentPlan')])
      if (started === epoch) store.set({ status: 'authenticated' })
    } catch (error) {
      if (started === epoch) signOut()
      throw error
    }
  }

  /**
   * Sends the browser to an allowed return target with a session of its own: the server
   * issues a new one for the same user (its own device on the sessions page), so this
   * client's tokens never leave it and either can sign out without ending the other. Answers
   * the URL, or null when the target is refused here or by the server (nothing is sent).
   */
  async function handOver(returnTarget: string): Promise<string | null> {
    const target = allowedReturnTarget(returnTarget, options.allowedReturnOrigins)
    if (!target) return null
    let pair: TokenPair
    try {
      pair = await client.call('handOffSession', { body: { return_to: target.toString() } })
    } catch (error) {
      platform.logError(error, 'auth: handing a session to a return target')
      return null
    }
    const url = returnTargetWithTokens(target, pair)
    platform.navigate(url)
    return url
  }

  async function acceptSession(pair: TokenPair, loginOptions: LoginOptions): Promise<LoginResult> {
    // A session here, or still loading, gives way: nothing its user had may be read as the
    // new one's.
    signOut({ forget: store.getSnapshot().status !== 'unauthenticated' })
    await tokens.save(pair)
    await loadUser()
    if (!loginOptions.returnTarget) return { kind: 'signedIn', returnTargetRefused: false }
    const url = await handOver(loginOptions.returnTarget)
    return url === null
      ? { kind: 'signedIn', returnTargetRefused: true }
      : { kind: 'returned', url }
  }

  function finishLogin(answer: AuthResponse, loginOptions: LoginOptions): Promise<LoginResult> {
    if ('redirect_url' in answer) {
      return Promise.resolve({ kind: 'verify', url: answer.redirect_url })
    }
    return acceptSession(answer, loginOptions)
  }

  /** The user's session ended elsewhere: tokens and the user's data cleared. */
  function endSession(context: string) {
    signOut()
    background(tokens.clear(), context)
  }

  async function checkOnFocus() {
    if (await platform.hasRefreshCookie()) return
    await tokens.clearAccessToken()
    signOut()
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,

    /**
     * Starts listening (cross-tab logout, focus re-check) and settles the initial state: the
     * user is loaded with a fresh token (refreshed first when missing or expired and a refresh
     * cookie exists); no session or a failed load means unauthenticated.
     */
    async start(): Promise<void> {
      unsubscribes.push(
        platform.storage.subscribe((change) => {
          if (change.key === storageKeys.accessToken && change.value === null) signOut()
        }),
        platform.onFocus(() => {
          background(checkOnFocus(), 'auth: focus check')
        }),
      )
      try {
        await loadUser()
      } catch (error) {
        // A visitor without a session is not an error worth logging.
        if (!(error instanceof SessionEndedError)) {
          platform.logError(error, 'auth: loading the user')
        }
      }
    },

    /** Stops listening to storage and focus. */
    dispose() {
      for (const unsubscribe of unsubscribes.splice(0)) unsubscribe()
    },

    /**
     * Logs in. Wrong credentials reject with the server's error; an OTP step answers its url;
     * otherwise the tokens are stored, the user and plan loaded, and an allowed return target
     * receives the session.
     */
    async login(body: RouteInput<'login'>['body'], loginOptions: LoginOptions = {}) {
      return finishLogin(await client.call('login', { body }), loginOptions)
    },

    /** Finishes a login with the OTP step's code; answers like `login`. */
    async verifyOtp(body: RouteInput<'verifyOtp'>['body'], loginOptions: LoginOptions = {}) {
      return finishLogin(await client.call('verifyOtp', { body }), loginOptions)
    },

    /** Uses a session received from elsewhere (SSO callback, a return target). */
    acceptSession: (pair: TokenPair, loginOptions: LoginOptions = {}) =>
      acceptSession(pair, loginOptions),

    /**
     * Hands a signed-in user to another first-party client (a browser extension's return
     * page) with a new session of its own; answers the URL the browser was sent to, or null.
     */
    handOver,

    /**
     * Takes up a session another part of the app stored while this one was signed out (the
     * website handing the side panel a session): loads its user like `start`.
     */
    resume: loadUser,

    /**
     * Logs out: the server ends the session, then the tokens and the user's data are cleared. If
     * the call fails the error is only logged and the user stays logged in (answers false).
     */
    async logout(): Promise<boolean> {
      try {
        await client.call('logout')
      } catch (error) {
        platform.logError(error, 'auth: logout')
        return false
      }
      signOut()
      await tokens.clear()
      return true
    },

    /** The client's `onUnauthorized`: a 401 not about a password ends the session. */
    handleUnauthorized() {
      endSession('auth: clearing tokens after a 401')
    },

    /** The refresher's `onSessionEnded`: tokens are already cleared. */
    handleSessionEnded() {
      signOut()
    },
  }
}
