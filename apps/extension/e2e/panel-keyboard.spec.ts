import { randomUUID } from 'node:crypto'
import { activatedAccount } from '@amply/e2e/accounts'
import { moveFocusTo, press, reach, typeInto } from '@amply/e2e/keyboard'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInOnPanelByKeyboard } from './sign-in'

// The side panel's flows of panel.spec.ts, account-menu.spec.ts and panel-start.spec.ts
// again, by the keyboard alone once the panel is open: no click, no hover, no fill. Signing in
// on the panel's form, the model picker, a streamed answer, the account menu and signing out,
// then write and translate reached through the panel's own tabs. Against the real server and
// its offline demo provider.

/**
 * Lets the demo answers held by `[demo:hold:N]` whose question contains `word` go on (the
 * server is apps/server/test-support/main.ts); how many it let go.
 */
async function release(request: APIRequestContext, baseURL: string, word: string) {
  const response = await request.post(`${baseURL}/__test/demo/release`, { data: { word } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { released: number }).released
}

/**
 * Opens the menu of `trigger` (reached with Tab) with `key`, checks Escape closes it and gives
 * the focus back to the trigger, then opens it again with the same key: the open menu.
 */
async function openMenuAfterEscape(page: Page, trigger: Locator, key: 'Enter' | 'Space') {
  const menu = page.getByRole('menu')
  await reach(page, trigger)
  await page.keyboard.press(key)
  await expect(menu).toBeVisible()
  // Opened by the keyboard, the menu takes the focus: the arrow keys move within it.
  await expect(menu.getByRole('menuitem').or(menu.getByRole('menuitemradio')).first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(trigger).toBeFocused()
  await page.keyboard.press(key)
  await expect(menu).toBeVisible()
  return menu
}

test('sign in, pick a model, watch an answer stream, then sign out from the account menu', async ({
  openPanel,
  request,
  baseURL,
}) => {
  const account = await activatedAccount(request, baseURL ?? '', 'panel-keys')
  const panel = await openPanel()
  await signInOnPanelByKeyboard(panel, account)

  // The model picker: Enter opens it, the arrow keys go through its models, Enter takes one.
  const picker = panel.getByRole('button', { name: /^Model: / })
  const models = await openMenuAfterEscape(panel, picker, 'Enter')
  await moveFocusTo(
    panel,
    models.getByRole('menuitemradio', { name: /^GPT-4o mini/ }),
    10,
    'ArrowDown',
  )
  await panel.keyboard.press('Enter')
  await expect(models).toBeHidden()
  await expect(picker).toContainText('GPT-4o mini')
  await expect(picker).toBeFocused()

  // Held after a few words (a word of its own releases it): the answer is surely seen while it
  // streams, not only once it has finished.
  const word = `w${randomUUID().slice(0, 8)}`
  await reach(panel, panel.getByRole('textbox', { name: 'Message' }))
  await panel.keyboard.type(`[demo:hold:6] Plan a calm Sunday morning ${word}`)
  await panel.keyboard.press('Enter')
  const answer = panel.locator('[data-slot="assistant-message"]').last()
  await expect(answer).toContainText("This answer comes from Amply's offline")
  await expect(panel.getByRole('button', { name: 'Stop the answer' })).toBeVisible()
  await expect(answer).not.toContainText('You asked')
  expect(await release(request, baseURL ?? '', word)).toBe(1)
  await expect(answer).toContainText(`You asked: "Plan a calm Sunday morning ${word}"`)
  await expect(panel.getByRole('button', { name: 'Stop the answer' })).toBeHidden()

  // The account menu: Space opens it (as Enter does), showing who is signed in.
  const accountButton = panel.getByRole('button', { name: 'Account and options' })
  const menu = await openMenuAfterEscape(panel, accountButton, 'Space')
  await expect(menu.getByTestId('account-email')).toHaveText(account.email)
  await moveFocusTo(
    panel,
    menu.getByRole('menuitem', { name: 'Sign out of the panel' }),
    5,
    'ArrowDown',
  )
  await panel.keyboard.press('Enter')
  await expect(panel.getByRole('heading', { name: 'Sign in to Amply' })).toBeVisible()
  await expect(panel.getByRole('textbox', { name: 'Message' })).toHaveCount(0)
})

test("write and translate, reached through the panel's tabs", async ({
  openPanel,
  request,
  baseURL,
}) => {
  const account = await activatedAccount(request, baseURL ?? '', 'panel-tools-keys')
  const panel = await openPanel()
  await signInOnPanelByKeyboard(panel, account)
  const tools = panel.getByRole('navigation', { name: 'Tools' })

  const write = tools.getByRole('link', { name: 'Write' })
  await press(panel, write)
  await expect(write).toHaveAttribute('aria-current', 'page')
  await press(panel, panel.getByRole('button', { name: 'Thank-you email' }))
  await expect(panel.getByRole('radio', { name: 'Email' })).toBeChecked()
  // The ideas make way for the idea: the field it is for takes the focus.
  await expect(panel.getByLabel('What should it say?')).toBeFocused()
  // A select of the settings: Enter opens it, the arrow keys reach a tone, Enter takes it and
  // the focus is back on the select.
  const tone = panel.getByRole('combobox', { name: 'Tone' })
  await reach(panel, tone)
  await panel.keyboard.press('Enter')
  await moveFocusTo(panel, panel.getByRole('option', { name: 'Friendly' }), 10, 'ArrowDown')
  await panel.keyboard.press('Enter')
  await expect(tone).toHaveText('Friendly')
  await expect(tone).toBeFocused()
  await press(panel, panel.getByRole('button', { name: 'Write', exact: true }))
  const written = panel.getByRole('region', { name: 'Result' }).first()
  // Its Copy button shows once the text has finished streaming.
  await expect(written.getByRole('button', { name: 'Copy' })).toBeVisible()
  await expect(written).toContainText('Thank the team for their help on the project launch.')

  // The tabs sit above the page: Shift+Tab goes back up to them.
  const translate = tools.getByRole('link', { name: 'Translate' })
  await moveFocusTo(panel, translate, 80, 'Shift+Tab')
  await panel.keyboard.press('Enter')
  await expect(translate).toHaveAttribute('aria-current', 'page')
  const french = 'Bonjour, je voudrais réserver une table pour deux personnes ce soir.'
  await typeInto(panel, panel.getByLabel('Text to translate'), french)
  await expect(
    panel.getByRole('button', { name: 'Translate from: French (detected)' }),
  ).toBeVisible()
  // The language list: Enter opens it on its search, typing filters it, Enter takes the first.
  await press(panel, panel.getByRole('button', { name: /^Translate into: / }))
  await expect(panel.getByRole('combobox', { name: 'Search languages' })).toBeFocused()
  await panel.keyboard.type('German')
  await panel.keyboard.press('Enter')
  const german = panel.getByRole('button', { name: 'Translate into: German' })
  await expect(german).toBeFocused()
  await press(panel, panel.getByRole('button', { name: 'Translate', exact: true }))
  const translated = panel.getByRole('region', { name: 'Result' }).first()
  await expect(translated.getByRole('button', { name: 'Copy' })).toBeVisible()
  await expect(translated).toContainText(french)
})
