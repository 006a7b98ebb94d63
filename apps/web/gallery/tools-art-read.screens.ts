import path from 'node:path'
import type { GalleryScreen } from './screen'

/**
 * The art and read tools: empty, with results, an image in full view, and a document read
 * with its summary.
 */
export const screens: GalleryScreen[] = [
  { name: 'art-empty', path: '/dashboard/art', signedIn: true },
  {
    name: 'art-generated',
    path: '/dashboard/art',
    signedIn: true,
    prepare: async (page) => {
      await page.locator('form textarea').fill('A lighthouse on a cliff at dawn, gulls in the mist')
      await page.getByRole('radio').nth(3).click()
      await page.locator('[role="radiogroup"]').last().getByRole('radio').nth(1).click()
      await page.locator('form button[type="submit"]').click()
      await page
        .locator('[aria-labelledby="art-latest-title"] [data-slot="art-image"]')
        .first()
        .waitFor()
    },
  },
  {
    name: 'art-image-viewer',
    path: '/dashboard/art',
    signedIn: true,
    prepare: async (page) => {
      const image = page.locator('[data-slot="art-image"]').first()
      await image.waitFor()
      await image.click()
      await page.getByRole('dialog').waitFor()
    },
  },
  { name: 'read-empty', path: '/dashboard/read', signedIn: true },
  {
    name: 'read-summary',
    path: '/dashboard/read',
    signedIn: true,
    prepare: async (page) => {
      await page
        .locator('input[type="file"]')
        .setInputFiles(path.join(import.meta.dirname, '../e2e/files/lighthouse.pdf'))
      // The summary has finished once its copy button shows.
      await page.locator('[data-slot="read-answer"] button').first().waitFor()
    },
  },
]
