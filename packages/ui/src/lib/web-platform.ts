import { SESSION_INDICATOR_COOKIE } from '@amply/api/constants'
import { storageKeys } from '@amply/api/settings-options'
import type { Platform, StorageChange } from '@amply/core/platform/platform'

export interface WebPlatformOptions {
  /** In-app navigation (the router's); absolute URLs always load a new page. */
  navigate?: (path: string) => void
}

/**
 * Core's platform on the website: localStorage (with the `storage` events other tabs fire),
 * the session indicator cookie, window focus, and navigation.
 */
export function createWebPlatform(
  win: Window = window,
  options: WebPlatformOptions = {},
): Platform {
  const storage = win.localStorage
  return {
    storage: {
      get: (key) => Promise.resolve(storage.getItem(key)),
      set: (key, value) => {
        storage.setItem(key, value)
        return Promise.resolve()
      },
      remove: (key) => {
        storage.removeItem(key)
        return Promise.resolve()
      },
      subscribe: (listener: (change: StorageChange) => void) => {
        const onStorage = (event: StorageEvent) => {
          if (event.storageArea !== storage) return
          // `clear()` in another tab names no key: report what it removed that matters.
          if (event.key === null)
            listener({
              key: storageKeys.accessToken,
              value: storage.getItem(storageKeys.accessToken),
            })
          else listener({ key: event.key, value: event.newValue })
        }
        win.addEventListener('storage', onStorage)
        return () => {
          win.removeEventListener('storage', onStorage)
        }
      },
    },
    hasRefreshCookie: () =>
      Promise.resolve(Boolean(readCookie(win.document.cookie, SESSION_INDICATOR_COOKIE))),
    onFocus: (listener) => {
      win.addEventListener('focus', listener)
      return () => {
        win.removeEventListener('focus', listener)
      }
    },
    navigate: (url) => {
      if (url.startsWith('/') && !url.startsWith('//') && options.navigate) options.navigate(url)
      else win.location.assign(url)
    },
    logError: (error, context) => {
      console.error(`[Amply] ${context}`, error)
    },
    userAgent: win.navigator.userAgent,
  }
}

/** A cookie's value from `document.cookie`; an empty one counts as absent. */
function readCookie(cookies: string, name: string): string | undefined {
  for (const cookie of cookies.split(';')) {
    const [key, ...value] = cookie.trim().split('=')
    if (key === name) return value.join('=') || undefined
  }
  return undefined
}
