import { SESSION_INDICATOR_COOKIE } from '@amply/api/constants'
import { useEffect, useState } from 'react'

/**
 * Whether this browser holds a session, read from the session indicator cookie without
 * starting the session machinery: enough for the public header's Dashboard button. False on
 * the first render, so a prerendered page hydrates as it was written.
 */
export function useSignedInHint(): boolean {
  const [signedIn, setSignedIn] = useState(false)
  useEffect(() => {
    // After hydration on purpose: the prerendered HTML was written for a guest.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSignedIn(
      document.cookie.split(';').some((cookie) => {
        const [name, value] = cookie.trim().split('=')
        return name === SESSION_INDICATOR_COOKIE && Boolean(value)
      }),
    )
  }, [])
  return signedIn
}
