import type { AuthState } from '@amply/core/auth/auth-store'

interface AuthSnapshot {
  getSnapshot: () => AuthState
  subscribe: (listener: () => void) => () => void
}

/** Resolves once the auth state has left `loading` (the session's first check is done). */
export function authSettled(auth: AuthSnapshot): Promise<AuthState> {
  return new Promise((resolve) => {
    const current = auth.getSnapshot()
    if (current.status !== 'loading') {
      resolve(current)
      return
    }
    const unsubscribe = auth.subscribe(() => {
      const state = auth.getSnapshot()
      if (state.status === 'loading') return
      unsubscribe()
      resolve(state)
    })
  })
}
