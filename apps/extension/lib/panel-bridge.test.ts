import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBrowser } from 'wxt/testing/fake-browser'
import { handleMenuClick } from './context-menu'
import { createPanelBridge } from './panel-bridge'

const tab = { id: 4, windowId: 2, title: 'Notes', url: 'https://notes.example/today' }
const menuDeps = () => ({
  openPanel: vi.fn(() => Promise.resolve()),
  readPage: vi.fn(() => Promise.resolve(null)),
  newId: () => crypto.randomUUID(),
})

beforeEach(() => {
  fakeBrowser.reset()
})

describe('the context menu and an open panel', () => {
  it('hands Translate and Improve writing to the panel with the selection, once each', async () => {
    const bridge = createPanelBridge('http://localhost:3000')
    const heard = vi.fn()
    const unsubscribe = bridge.onRequestQueued(heard)

    await handleMenuClick(
      { menuItemId: 'translate', selectionText: 'Le jardin est calme.' },
      tab,
      menuDeps(),
    )
    await handleMenuClick(
      { menuItemId: 'improve', selectionText: 'me and him goes there' },
      tab,
      menuDeps(),
    )
    unsubscribe()

    expect(heard).toHaveBeenCalledTimes(2)
    expect(await bridge.takeRequests()).toMatchObject([
      { action: 'translate', text: 'Le jardin est calme.', source: { url: tab.url } },
      { action: 'improve', text: 'me and him goes there', source: { title: 'Notes' } },
    ])
    expect(await bridge.takeRequests()).toEqual([])
  })
})
