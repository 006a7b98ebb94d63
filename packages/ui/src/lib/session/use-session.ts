import type { AuthState } from '@amply/core/auth/auth-store'
import type { Session } from '@amply/core/auth/session'
import { streamErrorMessage } from '@amply/core/stream/stream-errors'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { useAppServices } from '../app-services'

const loadingState: AuthState = { status: 'loading' }

/** The session, started on first use; null while it loads. */
export function useSession(): Session | null {
  const { session, notifications } = useAppServices()
  useEffect(() => {
    session.load().catch((error: unknown) => {
      notifications.error(streamErrorMessage(error))
    })
  }, [session, notifications])
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getServerSnapshot)
}

/** The auth state machine's state: loading, then authenticated or not (the user: `useUser`). */
export function useAuth(): AuthState {
  const session = useSession()
  const subscribe = useCallback(
    (listener: () => void) => session?.auth.subscribe(listener) ?? (() => undefined),
    [session],
  )
  return useSyncExternalStore(
    subscribe,
    () => session?.auth.getSnapshot() ?? loadingState,
    () => loadingState,
  )
}

/**
 * The session in signed-in screens (below RequireAuth, which only lets a started session
 * through): never null there.
 */
export function useStartedSession(): Session {
  const session = useSession()
  if (!session) throw new Error('useStartedSession() is used outside the signed-in screens')
  return session
}
