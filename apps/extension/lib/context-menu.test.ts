import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBrowser } from 'wxt/testing/fake-browser'
import { handleMenuClick } from './context-menu'
import type { MenuDeps } from './context-menu'
import { takeRequests } from './panel-queue'

const tab = { id: 7, windowId: 3, title: 'Tidal gardens', url: 'https://news.example/tides' }

function deps(page: Awaited<ReturnType<MenuDeps['readPage']>> = null) {
  return {
    openPanel: vi.fn(() => Promise.resolve()),
    readPage: vi.fn(() => Promise.resolve(page)),
    newId: () => 'request-1',
  }
}

beforeEach(() => {
  fakeBrowser.reset()
})

describe('a context-menu click', () => {
  it('opens the panel in its window and queues the selection with its page', async () => {
    const browser = deps()
    expect(
      await handleMenuClick(
        { menuItemId: 'translate', selectionText: 'La mer est calme.' },
        tab,
        browser,
      ),
    ).toBe(true)
    expect(browser.openPanel).toHaveBeenCalledWith(3)
    expect(browser.readPage).not.toHaveBeenCalled()
    expect(await takeRequests()).toEqual([
      {
        id: 'request-1',
        action: 'translate',
        text: 'La mer est calme.',
        source: { title: 'Tidal gardens', url: 'https://news.example/tides' },
      },
    ])
  })

  it('reads the page only for a page action, and queues its readable text', async () => {
    const browser = deps({
      title: 'Tidal gardens',
      url: tab.url,
      text: 'Kelp rests every third season.',
    })
    expect(await handleMenuClick({ menuItemId: 'summarizePage' }, tab, browser)).toBe(true)
    expect(browser.readPage).toHaveBeenCalledWith(7)
    expect(await takeRequests()).toMatchObject([
      { action: 'summarizePage', text: 'Kelp rests every third season.' },
    ])
  })

  it('queues nothing for a page that cannot be read, an empty selection or another item', async () => {
    expect(await handleMenuClick({ menuItemId: 'chatWithPage' }, tab, deps())).toBe(false)
    expect(await handleMenuClick({ menuItemId: 'explain', selectionText: '  ' }, tab, deps())).toBe(
      false,
    )
    const browser = deps()
    expect(await handleMenuClick({ menuItemId: 'somebody-else' }, tab, browser)).toBe(false)
    expect(browser.openPanel).not.toHaveBeenCalled()
    expect(await takeRequests()).toEqual([])
  })

  it('still queues the request when the browser refuses to open the panel', async () => {
    const browser = { ...deps(), openPanel: vi.fn(() => Promise.reject(new Error('no gesture'))) }
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(await handleMenuClick({ menuItemId: 'ask', selectionText: 'Why?' }, tab, browser)).toBe(
      true,
    )
    expect(await takeRequests()).toHaveLength(1)
  })
})
