import type { Page } from '@playwright/test'
import { signIn } from './auth-helpers'
import { expect, test } from './fixtures'

// The demo provider of the test server answers `[demo:echo]` questions with their own words:
// 150 of them, for the paragraph's cap to cut.
const longText = `[demo:echo] ${Array.from({ length: 150 }, (_, i) => `word${String(i + 1)}`).join(' ')}`

/** The newest result once it has finished streaming (its Copy button shows then). */
async function finishedResult(page: Page) {
  const result = page.getByRole('region', { name: 'Result' }).first()
  await expect(result.getByRole('button', { name: 'Copy' })).toBeVisible()
  return result
}

const wordsOf = async (page: Page) =>
  Number((await page.locator('[data-slot="word-count"]').first().textContent())?.split(' ')[0])

test.describe('write', () => {
  test('refuses an empty compose and an empty reply, and says why', async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, request, baseURL ?? '', 'write-guards')
    await page.goto('/dashboard/write')
    const write = page.getByRole('button', { name: 'Write', exact: true })
    await expect(write).toBeDisabled()
    await expect(write).toHaveAccessibleDescription('Type what to write about, or pick an idea.')
    await page.getByLabel('What should it say?').fill('   ')
    await expect(write).toBeDisabled()

    await page.getByRole('tab', { name: 'Reply' }).click()
    const reply = page.getByRole('button', { name: 'Write reply' })
    await page.getByLabel('The message you are replying to').fill('Can we meet on Friday?')
    await expect(reply).toBeDisabled()
    await expect(reply).toHaveAccessibleDescription('Type what your reply should say.')
    await page.getByLabel('What should your reply say?').fill('Yes, after two')
    await expect(reply).toBeEnabled()
    await reply.click()
    const result = await finishedResult(page)
    await expect(result).toContainText("Amply's offline demo provider")
    // The request above its result.
    await expect(
      page.getByRole('list', { name: 'Your texts' }).getByText('Yes, after two', { exact: true }),
    ).toBeVisible()
  })

  test('streams a result and copies it; an idea alone is enough to write', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await signIn(page, request, baseURL ?? '', 'write-copy')
    await page.goto('/dashboard/write')
    await page.getByRole('button', { name: 'Thank-you email' }).click()
    await expect(page.getByRole('radio', { name: 'Email' })).toBeChecked()
    await page.getByRole('button', { name: 'Write', exact: true }).click()
    const result = await finishedResult(page)
    await expect(result).toContainText('Thank the team for their help on the project launch.')
    await result.getByRole('button', { name: 'Copy' }).click()
    await expect(result.getByRole('button', { name: 'Copied' })).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain("This answer comes from Amply's offline demo provider")
    expect(copied).toContain('Thank the team for their help on the project launch.')

    // The session has its own address; a new text clears the page, at the tool's own address,
    // and the session waits in the recent ones, a link to that address.
    await expect(page).toHaveURL(/\/dashboard\/write\/[0-9a-f-]{36}$/)
    const session = new URL(page.url()).pathname
    await page.getByRole('button', { name: 'New text' }).click()
    await expect(page).toHaveURL(/\/dashboard\/write$/)
    await expect(page.getByRole('region', { name: 'Result' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Recent' }).click()
    await page
      .getByRole('dialog')
      .getByRole('link', { name: /Thank the team/ })
      .click()
    await expect(page).toHaveURL(session)
    await expect(await finishedResult(page)).toContainText("Amply's offline demo provider")
  })

  test('caps a paragraph at 100 words', async ({ page, request, baseURL }) => {
    await signIn(page, request, baseURL ?? '', 'write-paragraph')
    await page.goto('/dashboard/write')
    await page.getByLabel('What should it say?').fill(longText)
    await page.getByRole('radio', { name: 'Article' }).click()
    await page.getByRole('button', { name: 'Write', exact: true }).click()
    await finishedResult(page)
    expect(await wordsOf(page)).toBe(150)

    await page.getByRole('radio', { name: 'Paragraph' }).click()
    await expect(page.getByText('A paragraph is at most 100 words.')).toBeVisible()
    await page.getByRole('button', { name: 'Write', exact: true }).click()
    await expect(page.getByRole('region', { name: 'Result' })).toHaveCount(2)
    await finishedResult(page)
    expect(await wordsOf(page)).toBe(100)
    await expect(page.getByRole('region', { name: 'Result' }).first()).toContainText('word100')
    await expect(page.getByRole('region', { name: 'Result' }).first()).not.toContainText('word101')
  })
})

/** The action of the next translation the page asks the server for. */
async function translateRequest(page: Page): Promise<unknown> {
  const request = await page.waitForRequest(
    (sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === '/ai/chat/completions',
  )
  return (request.postDataJSON() as { action: unknown }).action
}

test.describe('translate', () => {
  test('detects the source, translates, and swaps the languages', async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, request, baseURL ?? '', 'translate')
    await page.goto('/dashboard/translate')
    const translate = page.getByRole('button', { name: 'Translate', exact: true })
    await expect(translate).toBeDisabled()
    await expect(translate).toHaveAccessibleDescription('Type or paste a text to translate.')
    await expect(page.getByRole('button', { name: 'Swap languages' })).toBeDisabled()

    const french = 'Bonjour, je voudrais réserver une table pour deux personnes ce soir.'
    await page.getByLabel('Text to translate').fill(french)
    await expect(
      page.getByRole('button', { name: 'Translate from: French (detected)' }),
    ).toBeVisible()
    await expect(
      page.getByRole('button', { name: 'Translate into: English (United States)' }),
    ).toBeVisible()
    let sent = translateRequest(page)
    await translate.click()
    // The detected language goes with the text.
    expect(await sent).toMatchObject({
      type: 'translate',
      language: 'English (United States)',
      source_language: 'French',
    })
    const result = await finishedResult(page)
    await expect(result).toContainText(french)

    await page.getByRole('button', { name: 'Swap languages' }).click()
    await expect(
      page.getByRole('button', { name: 'Translate from: English (United States)' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Translate into: French' })).toBeVisible()
    // The translation is now the text to translate back.
    await expect(page.getByLabel('Text to translate')).toHaveValue(/offline demo provider/)

    // Another target, found by searching the list; it is remembered among the recent ones.
    await page.getByRole('button', { name: 'Translate into: French' }).click()
    await page.getByRole('combobox', { name: 'Search languages' }).fill('japan')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Translate into: Japanese' })).toBeVisible()
    sent = translateRequest(page)
    await translate.click()
    // The chosen one (swapped in), likewise.
    expect(await sent).toMatchObject({
      language: 'Japanese',
      source_language: 'English (United States)',
    })
    await page.getByRole('button', { name: 'Translate into: Japanese' }).click()
    const recent = page.getByRole('group', { name: 'Recent' })
    await expect(recent.getByRole('option').first()).toHaveText('Japanese')
  })
})
