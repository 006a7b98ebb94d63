import type { Platform, StorageChange } from '../platform/platform'

/**
 * An in-memory platform for tests: the boundary core talks to, standing in for the browser.
 * `changeFromElsewhere` plays another tab writing to the shared storage.
 */
export function createMemoryPlatform(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  const storageListeners = new Set<(change: StorageChange) => void>()
  const focusListeners = new Set<() => void>()
  const state = {
    refreshCookie: true,
    navigations: [] as string[],
    errors: [] as { error: unknown; context: string }[],
  }

  const platform: Platform = {
    storage: {
      get: (key) => Promise.resolve(values.get(key) ?? null),
      set: (key, value) => {
        values.set(key, value)
        return Promise.resolve()
      },
      remove: (key) => {
        values.delete(key)
        return Promise.resolve()
      },
      subscribe: (listener) => {
        storageListeners.add(listener)
        return () => storageListeners.delete(listener)
      },
    },
    hasRefreshCookie: () => Promise.resolve(state.refreshCookie),
    onFocus: (listener) => {
      focusListeners.add(listener)
      return () => focusListeners.delete(listener)
    },
    navigate: (url) => state.navigations.push(url),
    logError: (error, context) => state.errors.push({ error, context }),
    userAgent: 'vitest',
  }

  return {
    platform,
    state,
    values,
    /** Another tab changes the shared storage (null removes the key). */
    changeFromElsewhere: (key: string, value: string | null) => {
      if (value === null) values.delete(key)
      else values.set(key, value)
      for (const listener of storageListeners) listener({ key, value })
    },
    /** The window gains focus. */
    focus: () => {
      for (const listener of focusListeners) listener()
    },
  }
}
