import type { Page } from '@playwright/test'
import type { GalleryScreen } from './screen'

/** Sends a tool's form and waits for its streamed result to finish (any language). */
async function send(page: Page, words: string) {
  await page.locator('form textarea').last().fill(words)
  await page.locator('form button[type=submit]').click()
  await page.locator('[data-slot="tool-result"] [aria-busy="false"]').first().waitFor()
}

/** Write and translate: the forms, their results, and the language picker. */
export const screens: GalleryScreen[] = [
  { name: 'write-compose', path: '/dashboard/write', signedIn: true },
  {
    name: 'write-result',
    path: '/dashboard/write',
    signedIn: true,
    prepare: async (page) => {
      await page.getByRole('radio').nth(2).click()
      await send(
        page,
        '[demo:echo] Hi team,\n\nThank you for shipping the new onboarding on time. The first numbers look **great**: sign-ups are up 18% this week.\n\nBest,\nNoor',
      )
    },
  },
  {
    name: 'write-reply',
    path: '/dashboard/write',
    signedIn: true,
    prepare: async (page) => {
      await page.getByRole('tab').last().click()
      await page.locator('form textarea').first().fill('Could we move our call to Friday?')
    },
  },
  {
    name: 'translate-result',
    path: '/dashboard/translate',
    signedIn: true,
    prepare: (page) =>
      send(page, 'Bonjour, je voudrais réserver une table pour deux personnes ce soir.'),
  },
  {
    name: 'translate-language-picker',
    path: '/dashboard/translate',
    signedIn: true,
    prepare: async (page) => {
      await page.locator('main button[aria-haspopup="dialog"][aria-label]').last().click()
      await page.getByRole('listbox').waitFor()
    },
  },
]
