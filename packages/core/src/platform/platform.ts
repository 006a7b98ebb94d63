/** A key of the platform's storage changed: `value` is the new value, null once removed. */
export interface StorageChange {
  key: string
  value: string | null
}

/**
 * Key-value storage that survives a reload: localStorage on the website, `browser.storage`
 * in the extension. Async so the extension's storage fits; the website wraps sync calls.
 */
export interface PlatformStorage {
  get: (key: string) => Promise<string | null>
  set: (key: string, value: string) => Promise<void>
  remove: (key: string) => Promise<void>
  /**
   * Reports changes made elsewhere (another tab, another extension context). Some platforms
   * also report this context's own writes (`browser.storage.onChanged` does), so listeners
   * must be idempotent. Returns the unsubscribe function.
   */
  subscribe: (listener: (change: StorageChange) => void) => () => void
}

/**
 * Everything core needs from the place it runs in. The website implements it with
 * localStorage, document.cookie, window and location; the extension with browser.storage,
 * browser.cookies and its own navigation.
 */
export interface Platform {
  storage: PlatformStorage
  /**
   * Whether the session's refresh cookie exists. The refresh cookie itself is HttpOnly; the
   * server sets a non-secret indicator cookie beside it with the same lifetime, and this reads
   * that one.
   */
  hasRefreshCookie: () => Promise<boolean>
  /** Calls `listener` when the window (or side panel) gains focus; returns the unsubscribe. */
  onFocus: (listener: () => void) => () => void
  /** Sends the browser to a path of the app or to an absolute URL. */
  navigate: (url: string) => void
  /** Reports an error nobody shows to the user (e.g. a failed logout). */
  logError: (error: unknown, context: string) => void
  /** Sent as the chat request's `client_agent.agent` (the browser's user agent). */
  userAgent: string
}
