import { createContext, useContext } from 'react'
import type { PageAction, PanelRequest } from './panel-request'

/**
 * What the side panel needs from the extension around it (apps/extension implements it with
 * the `browser` APIs): its queue of requests, reading the current page on the user's demand,
 * and the website it belongs to.
 */
export interface PanelBridge {
  /** The website's address (the configured server), for links that open there. */
  websiteUrl: string
  /** Takes every queued request, oldest first (empty when none). */
  takeRequests: () => Promise<PanelRequest[]>
  /** Calls `listener` when a request is queued while the panel is open; returns the unsubscribe. */
  onRequestQueued: (listener: () => void) => () => void
  /** Reads the active tab's readable text and queues it as `action`; false when it cannot. */
  sendPage: (action: PageAction) => Promise<boolean>
  /** Opens the website's login in a tab, with the panel as the return target. */
  continueWithWebsite: () => Promise<void>
  /** Opens a path of the website (or an absolute URL) in a new tab. */
  openWebsite: (path: string) => void
  /** Opens the extension's options page. */
  openOptions: () => void
}

export const PanelBridgeContext = createContext<PanelBridge | null>(null)

export function usePanelBridge(): PanelBridge {
  const bridge = useContext(PanelBridgeContext)
  if (!bridge) throw new Error('usePanelBridge() is used outside the side panel')
  return bridge
}
