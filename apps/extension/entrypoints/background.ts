import { browser } from 'wxt/browser'
import { defineBackground } from 'wxt/utils/define-background'

export default defineBackground(() => {
  // Chrome and Edge: the toolbar button opens the side panel. Firefox shows its sidebar
  // from the sidebar_action that WXT writes into its manifest.
  if ('sidePanel' in browser) {
    browser.sidePanel.setPanelBehavior({ openPanelOnActionClick: true }).catch((error: unknown) => {
      console.error('Amply could not set the side panel behaviour', error)
    })
  }
})
