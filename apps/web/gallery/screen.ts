import type { Page } from '@playwright/test'

/**
 * One screen of `pnpm gallery`. Every `apps/web/gallery/*.screens.ts` exports `screens`, a list
 * of these; each area of the product keeps its own file. Public and sign-in pages need none:
 * every prerendered path is in the gallery already.
 */
export interface GalleryScreen {
  /** Names the screenshot file and its section of the index: `chat-long-answer`. */
  name: string
  path: string
  /** Shown to the gallery's signed-in trial account (false: a first-time visitor). */
  signedIn: boolean
  /** Brings the page to the state worth seeing once it has loaded (open a dialog, send…). */
  prepare?: (page: Page) => Promise<void>
}
