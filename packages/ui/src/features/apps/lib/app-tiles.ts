export type BrowserKey = 'chrome' | 'edge' | 'firefox'

/** Where a browser's tile leads: the server answers with that browser's extension. */
export function extensionDownloadPath(browser: BrowserKey): string {
  return `/downloads/extension/${browser}`
}

/** The browsers the extension ships for (docs/decisions.md: the tiles are real). */
export const browserTiles: readonly BrowserKey[] = ['chrome', 'edge', 'firefox']

/** The phone apps kept under "Coming soon" (docs/product.md#public-site). */
export const phoneTiles = ['android', 'ios'] as const
