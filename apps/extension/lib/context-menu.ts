import type { PageAction, PanelAction, SelectionAction } from '@amply/ui/lib/panel/panel-request'
import { pageActions, selectionActions } from '@amply/ui/lib/panel/panel-request'
import { browser } from 'wxt/browser'
import { openPanel } from './open-panel'
import { readPage } from './page-reader'
import type { ReadPage } from './page-reader'
import { enqueueRequest } from './panel-queue'

/** The page a menu was opened on. */
export interface MenuTab {
  id?: number
  windowId?: number
  title?: string
  url?: string
}

export interface MenuClick {
  menuItemId: string | number
  selectionText?: string
  pageUrl?: string
}

/** What a click needs from the browser; tests hand in their own. */
export interface MenuDeps {
  openPanel: (windowId: number | undefined) => Promise<void>
  readPage: (tabId: number) => Promise<ReadPage | null>
  newId: () => string
}

const defaultDeps: MenuDeps = { openPanel, readPage, newId: () => crypto.randomUUID() }

const isSelectionAction = (id: string): id is SelectionAction =>
  selectionActions.includes(id as SelectionAction)
const isPageAction = (id: string): id is PageAction => pageActions.includes(id as PageAction)

/** The menu's items: the selection's actions on selected text, the page's anywhere else. */
export function createMenus(): void {
  browser.contextMenus.removeAll(() => {
    for (const action of selectionActions) {
      browser.contextMenus.create({
        id: action,
        title: browser.i18n.getMessage(`menu_${action}`),
        contexts: ['selection'],
      })
    }
    for (const action of pageActions) {
      browser.contextMenus.create({
        id: action,
        title: browser.i18n.getMessage(`menu_${action}`),
        contexts: ['page'],
      })
    }
  })
}

/**
 * A menu click: the panel opens at once (the click is the user action browsers require), and
 * the request is queued for it to take when it mounts. A page is read only here, on this click.
 */
export async function handleMenuClick(
  click: MenuClick,
  tab: MenuTab | undefined,
  deps: MenuDeps = defaultDeps,
): Promise<boolean> {
  const action = String(click.menuItemId)
  if (!isSelectionAction(action) && !isPageAction(action)) return false
  const opening = deps.openPanel(tab?.windowId).catch((error: unknown) => {
    console.warn('[Amply] the panel could not be opened', error)
  })
  const source = { title: tab?.title ?? '', url: tab?.url ?? click.pageUrl ?? '' }
  const queued = isSelectionAction(action)
    ? await queueSelection(action, click.selectionText ?? '', source, deps)
    : await queuePage(action, tab?.id, deps)
  await opening
  return queued
}

async function queueSelection(
  action: SelectionAction,
  text: string,
  source: { title: string; url: string },
  deps: MenuDeps,
): Promise<boolean> {
  if (!text.trim()) return false
  await enqueueRequest({ id: deps.newId(), action, text, source })
  return true
}

/** Reads the page of `tabId` and queues it as `action`; false when it cannot be read. */
export async function queuePage(
  action: PageAction,
  tabId: number | undefined,
  deps: Pick<MenuDeps, 'readPage' | 'newId'> = defaultDeps,
): Promise<boolean> {
  if (tabId === undefined) return false
  const page = await deps.readPage(tabId)
  if (!page) return false
  await enqueueRequest({
    id: deps.newId(),
    action,
    text: page.text,
    source: { title: page.title, url: page.url },
  })
  return true
}

/** A request of the panel itself ("Summarize this page"): the active tab of the last window. */
export async function queueActivePage(
  action: PanelAction & PageAction,
  deps: Pick<MenuDeps, 'readPage' | 'newId'> = defaultDeps,
): Promise<boolean> {
  const [tab] = await browser.tabs.query({ active: true, lastFocusedWindow: true })
  return queuePage(action, tab?.id, deps)
}
