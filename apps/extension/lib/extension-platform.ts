import { storageKeys } from '@amply/api/settings-options'
import type { Platform, StorageChange } from '@amply/core/platform/platform'
import { browser } from 'wxt/browser'

export interface ExtensionPlatformOptions {
  /** Moves the panel's own (memory) router to a path of the app. */
  navigate: (path: string) => void
  /** The window the panel lives in, for its focus. */
  win?: Window
}

/**
 * Core's platform in the extension: `browser.storage.local`, which outlives browser restarts
 * and reports its changes to every extension page, holds the panel's own session. Its refresh
 * token is stored beside the access token (the server's cookies stay the website's), so "a
 * session exists" means a stored refresh token.
 */
export function createExtensionPlatform(options: ExtensionPlatformOptions): Platform {
  const area = browser.storage.local
  const win = options.win ?? window
  return {
    storage: {
      get: async (key) => {
        const value = (await area.get(key))[key]
        return typeof value === 'string' ? value : null
      },
      set: (key, value) => area.set({ [key]: value }),
      remove: (key) => area.remove(key),
      subscribe: (listener: (change: StorageChange) => void) => {
        const onChanged = (changes: Record<string, { newValue?: unknown }>, areaName: string) => {
          if (areaName !== 'local') return
          for (const [key, change] of Object.entries(changes)) {
            listener({ key, value: typeof change.newValue === 'string' ? change.newValue : null })
          }
        }
        browser.storage.onChanged.addListener(onChanged)
        return () => {
          browser.storage.onChanged.removeListener(onChanged)
        }
      },
    },
    hasRefreshCookie: async () => {
      const stored = (await area.get(storageKeys.refreshToken))[storageKeys.refreshToken]
      return typeof stored === 'string' && stored.length > 0
    },
    onFocus: (listener) => {
      win.addEventListener('focus', listener)
      return () => {
        win.removeEventListener('focus', listener)
      }
    },
    navigate: (url) => {
      if (url.startsWith('/') && !url.startsWith('//')) options.navigate(url)
      else void browser.tabs.create({ url })
    },
    logError: (error, context) => {
      console.error(`[Amply] ${context}`, error)
    },
    userAgent: win.navigator.userAgent,
  }
}
