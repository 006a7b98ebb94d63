import { SESSION_INDICATOR_COOKIE } from '@amply/api/constants'
import { useEffect, useState } from 'react'

/**
 * Whether the session indicator cookie is set. Read through the asynchronous Cookie Store API
 * where the browser has one: `document.cookie` blocks the page while the browser fetches the
 * cookies (tens of milliseconds on a busy phone, in the middle of hydration).
 */
async function hasSessionIndicator(): Promise<boolean> {
  if ('cookieStore' in window) {
    const cookie = await window.cookieStore.get(SESSION_INDICATOR_COOKIE).catch(() => null)
    return Boolean(cookie?.value)
  }
  return document.cookie.split(';').some((cookie) => {
    const [name, value] = cookie.trim().split('=')
    return name === SESSION_INDICATOR_COOKIE && Boolean(value)
  })
}

/**
 * Whether this browser holds a session, read from the session indicator cookie without
 * starting the session machinery: enough for the public header's Dashboard button. False on
 * the first render, so a prerendered page hydrates as it was written.
 */
export function useSignedInHint(): boolean {
  const [signedIn, setSignedIn] = useState(false)
  useEffect(() => {
    // After hydration on purpose: the prerendered HTML was written for a guest.
    let current = true
    void hasSessionIndicator().then((found) => {
      if (current) setSignedIn(found)
    })
    return () => {
      current = false
    }
  }, [])
  return signedIn
}
