import type { PanelBridge } from '@amply/ui/lib/panel/panel-bridge'
import { browser } from 'wxt/browser'
import { requestSendPage } from './messages'
import { onRequestQueued, takeRequests } from './panel-queue'
import { startWebsiteSignIn } from './website-sign-in'

/** What the panel's screens need from the extension, over the `browser` APIs. */
export function createPanelBridge(serverUrl: string): PanelBridge {
  const open = (url: string) => {
    void browser.tabs.create({ url })
  }
  return {
    websiteUrl: serverUrl,
    takeRequests,
    onRequestQueued,
    sendPage: requestSendPage,
    continueWithWebsite: () => startWebsiteSignIn(serverUrl),
    openWebsite: (path) => {
      open(new URL(path, serverUrl).toString())
    },
    openOptions: () => {
      void browser.runtime.openOptionsPage()
    },
  }
}
