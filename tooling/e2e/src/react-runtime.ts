import type { BrowserContext, Page } from '@playwright/test'

/** What a React renderer tells React DevTools about itself when it loads. */
export interface ReactRenderer {
  rendererPackageName: string
  version: string
  /** 0: React's production build; 1: its development build. */
  bundleType: number
}

declare global {
  interface Window {
    amplyReactRenderers?: ReactRenderer[]
  }
}

/**
 * Stands in for React DevTools' global hook from the next page on: react-dom registers with it
 * as it loads (its name, version and build), which only React itself does. Read with
 * `reactRenderers`.
 */
export async function listenForReactRenderers(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const renderers: ReactRenderer[] = []
    window.amplyReactRenderers = renderers
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        inject: ({ rendererPackageName, version, bundleType }: ReactRenderer) =>
          renderers.push({ rendererPackageName, version, bundleType }),
        checkDCE: () => undefined,
        onCommitFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
      },
    })
  })
}

/** The React renderers the page's code registered (see `listenForReactRenderers`). */
export const reactRenderers = (page: Page) => page.evaluate(() => window.amplyReactRenderers ?? [])
