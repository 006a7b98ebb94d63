import { expect } from '@playwright/test'
import type { FileChooser, Locator, Page } from '@playwright/test'

/**
 * The keyboard-only specs' moves, shared by the website's and the extension's e2e: they reach
 * a control as a keyboard user does (Tab, or another key), never by clicking it.
 */

/**
 * Presses `key` (Tab by default), as a keyboard user does, until `target` has the focus.
 * Fails when it is not reached within `limit` presses.
 */
export async function moveFocusTo(page: Page, target: Locator, limit: number, key = 'Tab') {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(key)
  }
  await expect(target).toBeFocused()
}

/** A workspace holds many controls before the one wanted: more presses than a form needs. */
export const reach = (page: Page, target: Locator) => moveFocusTo(page, target, 80)

/** Reaches a control with Tab and presses Enter on it. */
export async function press(page: Page, control: Locator) {
  await reach(page, control)
  await page.keyboard.press('Enter')
}

/** Reaches a text field with Tab and types `text` in place of what it holds. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await reach(page, field)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(text)
}

/**
 * Presses `button` (reached with Tab) to open the system's file picker, and picks `files`
 * there, as a keyboard user does in that picker.
 */
export async function pickFiles(
  page: Page,
  button: Locator,
  files: Parameters<FileChooser['setFiles']>[0],
) {
  const picker = page.waitForEvent('filechooser')
  await press(page, button)
  await (await picker).setFiles(files)
}
