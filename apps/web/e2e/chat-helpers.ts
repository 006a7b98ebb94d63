import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Helpers of the signed-in chat specs. The server is the test server, so a question may
 * steer the demo provider with `[demo:…]` directives (apps/server/src/modules/providers/
 * demo-directives.ts): `[demo:echo]` answers the rest verbatim, `[demo:hold:N]` stops after N
 * pieces until `release`, `[demo:fail:500]` fails as a provider does.
 */

/** A word no other test puts in its question: it names what `release` lets go on. */
export const uniqueWord = () => `w${randomUUID().slice(0, 8)}`

/**
 * The server's answer to the Stop the page sends next: the screen shows a stop at once, the
 * server hears of it by a request of its own. Call before stopping, await after.
 */
export const stoppedAtServer = (page: Page) =>
  page.waitForResponse((response) =>
    /\/chat\/answers\/[^/]+\/stop$/.test(new URL(response.url()).pathname),
  )

/** Lets the held demo answers whose question contains `word` go on. */
export async function release(request: APIRequestContext, word: string) {
  const response = await request.post('/__test/demo/release', { data: { word } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { released: number }).released
}

/**
 * Types a question in the composer and sends it with Enter, as people do (in any language of
 * the interface).
 */
export async function ask(page: Page, question: string) {
  const form = page.locator('form[data-slot="composer"]')
  const composer = form.getByRole('textbox')
  await composer.fill(question)
  const before = await answers(page).count()
  await composer.press('Enter')
  // Sent (a question asked before the models have loaded waits for them): its answer has its
  // place (what `answerDone` then waits on).
  await expect(answers(page)).toHaveCount(before + 1)
}

export const answers = (page: Page) => page.locator('[data-slot="assistant-message"]')
export const questions = (page: Page) => page.locator('[data-slot="user-message"]')

/** Waits until no answer is being written: the composer offers Send again. */
export async function answerDone(page: Page) {
  await expect(page.locator('form[data-slot="composer"] button[type="submit"]')).toBeVisible()
  await expect(answers(page).last().locator('[aria-busy]').first()).toHaveAttribute(
    'aria-busy',
    'false',
  )
}

/** The model picker's button, once the page's models have loaded. */
export const modelPicker = (page: Page) => page.getByRole('button', { name: /^Model: / })

/** Picks a model of the top bar's model picker by the start of its name. */
export async function chooseModel(page: Page, name: string) {
  await modelPicker(page).click()
  await page.getByRole('menuitemradio', { name: new RegExp(`^${name}`) }).click()
  await expect(modelPicker(page)).toContainText(name)
}
