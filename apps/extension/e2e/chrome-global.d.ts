/** The few `chrome` APIs the tests call inside the extension's service worker. */
declare const chrome: {
  storage: {
    local: {
      set: (items: Record<string, unknown>) => Promise<void>
      get: (keys: string[]) => Promise<Record<string, unknown>>
    }
  }
  contextMenus: {
    create: (properties: { id: string; title: string; contexts: string[] }) => unknown
    update: (id: string, properties: object) => Promise<void>
    /** Calls the listeners the worker added, as the browser does on a click. */
    onClicked: { dispatch: (click: object, tab: object | undefined) => void }
  }
  runtime: {
    /** Calls the listeners the worker added, as the browser does once installed. */
    onInstalled: { dispatch: (details: { reason: string }) => void }
  }
  tabs: {
    query: (query: {
      url: string
    }) => Promise<{ id?: number; windowId?: number; title?: string; url?: string }[]>
  }
}
