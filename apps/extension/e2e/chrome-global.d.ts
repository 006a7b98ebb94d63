/** The few `chrome` APIs the tests call inside the extension's service worker. */
declare const chrome: {
  storage: {
    local: {
      set: (items: Record<string, unknown>) => Promise<void>
      get: (keys: string[]) => Promise<Record<string, unknown>>
    }
  }
  tabs: {
    query: (query: {
      url: string
    }) => Promise<{ id?: number; windowId?: number; title?: string; url?: string }[]>
  }
}
