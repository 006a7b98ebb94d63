import { browser } from 'wxt/browser'
import { defineBackground } from 'wxt/utils/define-background'
import { createMenus, handleMenuClick, queueActivePage } from '../lib/context-menu'
import { answerSendPage } from '../lib/messages'

export default defineBackground(() => {
  // Chrome and Edge: the toolbar button (and its shortcut) opens the side panel. Firefox
  // opens its sidebar from the sidebar_action and its own shortcut.
  if ('sidePanel' in browser) {
    browser.sidePanel.setPanelBehavior({ openPanelOnActionClick: true }).catch((error: unknown) => {
      console.error('Amply could not set the side panel behaviour', error)
    })
  }
  browser.runtime.onInstalled.addListener(createMenus)
  browser.contextMenus.onClicked.addListener((click, tab) => {
    void handleMenuClick(click, tab)
  })
  answerSendPage((action) => queueActivePage(action))
})
