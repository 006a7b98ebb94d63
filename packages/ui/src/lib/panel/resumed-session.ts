import { createContext, useContext } from 'react'

/**
 * Whether the panel opened with a session stored from before. The panel's screens then show at
 * once, while the user and plan load: the composer takes typing without waiting on the server,
 * and a session the server no longer knows still ends on the sign-in screen.
 */
export const StoredSessionContext = createContext(false)

export const useStoredSession = () => useContext(StoredSessionContext)
