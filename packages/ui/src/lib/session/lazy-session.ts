import type { Session } from '@amply/core/auth/session'
import { createStore } from '@amply/core/lib/store'

export type LazySession = ReturnType<typeof createLazySession>

/**
 * The signed-in machinery (API client, tokens, auth state), created the first time a screen
 * asks for it: public pages never download or start it. A failed start can be retried.
 */
export function createLazySession(create: () => Promise<Session>) {
  const store = createStore<Session | null>(null)
  let starting: Promise<Session> | undefined
  return {
    getSnapshot: store.getSnapshot,
    /** No session while prerendering: hydration starts without one, as the HTML was written. */
    getServerSnapshot: (): Session | null => null,
    subscribe: store.subscribe,
    load(): Promise<Session> {
      starting ??= create().then(
        (session) => {
          store.set(session)
          return session
        },
        (error: unknown) => {
          starting = undefined
          throw error
        },
      )
      return starting
    },
  }
}
