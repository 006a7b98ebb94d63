import type { Session } from '@amply/core/auth/session'
import { createStore } from '@amply/core/lib/store'

export type LazySession = ReturnType<typeof createLazySession>

/**
 * The signed-in machinery (API client, tokens, auth state), created the first time a screen
 * asks for it: public pages never download or start it. A failed start can be retried. `create`
 * is given the lazy session itself, to read through the app's query cache (serverStateOf).
 */
export function createLazySession(create: (lazy: LazySession) => Promise<Session>) {
  const store = createStore<Session | null>(null)
  let starting: Promise<Session> | undefined
  const lazy = {
    getSnapshot: store.getSnapshot,
    /** No session while prerendering: hydration starts without one, as the HTML was written. */
    getServerSnapshot: (): Session | null => null,
    subscribe: store.subscribe,
    load(): Promise<Session> {
      starting ??= create(lazy).then(
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
  return lazy
}
