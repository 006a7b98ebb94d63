import { browser } from 'wxt/browser'

/** A page's readable text, as the injected reader answers it. */
export interface ReadPage {
  title: string
  url: string
  text: string
}

function isReadPage(value: unknown): value is ReadPage {
  if (typeof value !== 'object' || value === null) return false
  const page = value as Partial<ReadPage>
  return (
    typeof page.title === 'string' && typeof page.url === 'string' && typeof page.text === 'string'
  )
}

/**
 * Reads a tab's readable text with Readability, injected only now, on the user's action
 * (`activeTab`): nothing runs in pages otherwise. Null when the page cannot be read (a
 * browser page, a store page, a PDF) or has no text.
 */
export async function readPage(tabId: number): Promise<ReadPage | null> {
  try {
    const [injection] = await browser.scripting.executeScript({
      target: { tabId },
      files: ['/read-page.js'],
    })
    const page: unknown = injection?.result
    return isReadPage(page) && page.text.trim() ? page : null
  } catch (error) {
    console.warn('[Amply] the page could not be read', error)
    return null
  }
}
