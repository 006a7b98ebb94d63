import { browser } from 'wxt/browser'

interface FirefoxSidebar {
  open: () => Promise<void>
}

/**
 * Opens the panel in the window of `windowId`: Chrome and Edge's side panel, Firefox's
 * sidebar. Call it first in a user action's handler (before any await): browsers allow it
 * only there.
 */
export function openPanel(windowId: number | undefined): Promise<void> {
  if ('sidePanel' in browser && windowId !== undefined) {
    return browser.sidePanel.open({ windowId })
  }
  const sidebar = (browser as unknown as { sidebarAction?: FirefoxSidebar }).sidebarAction
  return sidebar ? sidebar.open() : Promise.resolve()
}
