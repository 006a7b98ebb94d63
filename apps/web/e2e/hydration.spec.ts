import { prerenderPaths } from '@amply/ui/routes/prerender-paths'
import type { Browser, Page } from '@playwright/test'
import { signIn } from './auth-helpers'
import { expect, test } from './fixtures'

/**
 * A prerendered page is hydrated by React: its HTML and the browser's first render must agree,
 * whatever differs in the browser (the theme, the language, being signed in). React reports a
 * disagreement through `onRecoverableError` (mountSite writes it to the console) and logs
 * anything else that goes wrong; every page is visited and nothing may be reported.
 */

/** The page's path with a value where the route has a parameter. */
const visitable = (path: string) => path.replace(/:\w+/g, 'a-token')

/**
 * Every console error or warning and uncaught error of `page`, from now on. Chromium's own line
 * for an HTTP error is left out: the pages of a link's token ask the server about the made-up
 * token of this test, and are told no.
 */
function collectProblems(page: Page) {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    const type = message.type()
    if (
      (type === 'error' || type === 'warning') &&
      !message.text().startsWith('Failed to load resource')
    ) {
      problems.push(`${message.type()}: ${message.text()}`)
    }
  })
  return problems
}

/** Visits every prerendered page; answers what was reported, page by page. */
async function visitEveryPage(page: Page) {
  const problems = collectProblems(page)
  const reported: Record<string, string[]> = {}
  for (const path of prerenderPaths) {
    await page.goto(visitable(path))
    // A moment for what runs after mount (the session, the stored settings) to show.
    await page.waitForLoadState('networkidle')
    if (problems.length) reported[path] = problems.splice(0)
  }
  return reported
}

async function newVisitor(browser: Browser, baseURL: string, options: { locale?: string } = {}) {
  const context = await browser.newContext({ baseURL, ...options })
  return { context, page: await context.newPage() }
}

test.describe('hydration of the prerendered pages', () => {
  test.describe.configure({ timeout: 180_000 })

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`a guest in ${colorScheme} mode: every page hydrates without a report`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await newVisitor(browser, baseURL ?? '')
      await page.emulateMedia({ colorScheme })
      expect(await visitEveryPage(page)).toEqual({})
      const html = expect(page.locator('html'))
      await (colorScheme === 'dark' ? html.toHaveClass(/dark/) : html.not.toHaveClass(/dark/))
      await context.close()
    })
  }

  test('a signed-in visitor in dark mode: every page hydrates without a report', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await signIn(page, request, baseURL ?? '', 'hydration')
    expect(await visitEveryPage(page)).toEqual({})
  })

  // A page shown in another language than it was written in is rendered afresh, not hydrated
  // (docs/decisions.md): Arabic, right to left, stands for every other language.
  test('a visitor whose browser asks for Arabic: every page shows without a report', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await newVisitor(browser, baseURL ?? '', { locale: 'ar' })
    expect(await visitEveryPage(page)).toEqual({})
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await context.close()
  })
})
