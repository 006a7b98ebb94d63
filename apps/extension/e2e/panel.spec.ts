import { activatedAccount } from '@amply/e2e/accounts'
import type { APIRequestContext, BrowserContext, Page, Worker } from '@playwright/test'
import { articleSentence, startArticleServer } from './article-server'
import { expect, test } from './fixtures'
import { signInOnPanel, signedInPanel } from './sign-in'

/** The website's history of `account`, through a session of its own (the API, as the site). */
async function websiteHistory(request: APIRequestContext, baseURL: string, account: object) {
  const login = await request.post(`${baseURL}/api/auth/clients/login`, {
    data: { ...account, turnstile_response: '' },
  })
  const { access_token } = (await login.json()) as { access_token: string }
  const headers = { authorization: `Bearer ${access_token}` }
  const history = await request.get(`${baseURL}/ai/history`, { headers })
  const { items } = (await history.json()) as { items: { session_id: string }[] }
  return { items, headers }
}

/** The user's first question of a conversation, as the server stored it. */
async function firstQuestion(
  request: APIRequestContext,
  baseURL: string,
  headers: Record<string, string>,
  sessionId: string,
) {
  const answer = await request.get(`${baseURL}/ai/history/${sessionId}`, { headers })
  const { messages } = (await answer.json()) as { messages: { role: string; content: string }[] }
  return messages.find((message) => message.role === 'user')?.content ?? ''
}

/**
 * Clicks a context-menu item: the browser's own click event is dispatched in the worker, so the
 * listener the worker registered runs with what a real click passes (a menu of the browser's own
 * cannot be clicked by automation).
 */
async function menuClick(background: Worker, pageUrl: string, menuItemId: string, text = '') {
  await background.evaluate(
    async ({ url, id, selectionText }) => {
      const [tab] = await chrome.tabs.query({ url })
      chrome.contextMenus.onClicked.dispatch(
        {
          menuItemId: id,
          editable: false,
          pageUrl: url,
          ...(selectionText ? { selectionText } : {}),
        },
        tab,
      )
    },
    { url: pageUrl, id: menuItemId, selectionText: text },
  )
}

test('signs in on the panel, streams a reply into the website history, and stays signed in', async ({
  openPanel,
  request,
  baseURL,
}) => {
  const { account, panel } = await signedInPanel(openPanel, request, baseURL, 'panel')

  await panel.getByRole('textbox', { name: 'Message' }).fill('Plan a calm Sunday morning')
  await panel.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(panel.getByText(/offline demo provider/)).toBeVisible()
  await expect(panel.getByText(/You asked: "Plan a calm Sunday morning"/)).toBeVisible()

  await expect
    .poll(async () => (await websiteHistory(request, baseURL ?? '', account)).items.length)
    .toBe(1)

  await panel.reload()
  await expect(panel.getByRole('textbox', { name: 'Message' })).toBeVisible()
  await expect(panel.getByRole('heading', { name: 'Sign in to Amply' })).toHaveCount(0)

  // Code is highlighted by a worker thread, which the extension's pages must be able to start.
  await panel
    .getByRole('textbox', { name: 'Message' })
    .fill('[demo:echo] ```ts\nconst calm = true\n```')
  await panel.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(panel.locator('pre code span[style]').first()).toBeVisible()
})

test("a selection from a page opens the panel's translate screen, and the page can be summarized", async ({
  context,
  openPanel,
  background,
  request,
  baseURL,
}) => {
  const article = await startArticleServer()
  try {
    const account = await activatedAccount(request, baseURL ?? '', 'panel-page')
    const panel = await openPanel()
    await signInOnPanel(panel, account)
    const page = await context.newPage()
    await page.goto(article.url)

    // Translate opens the translate screen with the selection in its box, into English.
    const selection = 'Le jardin est calme au lever du soleil.'
    await menuClick(background, article.url, 'translate', selection)
    await expect(panel.getByRole('link', { name: 'Translate' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(panel.getByRole('textbox', { name: 'Text to translate' })).toHaveValue(selection)
    await expect(panel.getByRole('button', { name: /^Translate into: English/ })).toBeVisible()
    await panel.getByRole('button', { name: 'Translate', exact: true }).click()
    await expect(panel.getByText(`You asked: "${selection}"`)).toBeVisible()

    await menuClick(background, article.url, 'summarizePage')
    await expect(
      panel.getByRole('status').filter({ hasText: 'Tidal gardens of the north' }),
    ).toContainText('Sent with the question')
    await expect(panel.getByText(/You asked: "Summarize this page\./)).toBeVisible()

    await expect
      .poll(async () => (await websiteHistory(request, baseURL ?? '', account)).items.length)
      .toBe(2)
    const { items, headers } = await websiteHistory(request, baseURL ?? '', account)
    const questions = await Promise.all(
      items.map((item) => firstQuestion(request, baseURL ?? '', headers, item.session_id)),
    )
    const summary = questions.find((question) => question.startsWith('Summarize this page.'))
    expect(summary).toContain(articleSentence)
    expect(summary).not.toContain('Subscribe to our newsletter')
  } finally {
    await article.close()
  }
})

/** Logs in on the website's login page in `page` (hydrated first: a click before would post natively). */
async function logInOnWebsite(page: Page, account: { email: string; password: string }) {
  await page.waitForLoadState('networkidle')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

/**
 * "Continue with the website" on the panel's sign-in: answers the website tab it opens, which
 * `finish` drives to the hand-off; the tab closes itself once the panel has its session.
 */
async function continueWithWebsite(
  context: BrowserContext,
  panel: Page,
  finish: (website: Page) => Promise<void> = () => Promise.resolve(),
) {
  await expect(panel.getByRole('heading', { name: 'Sign in to Amply' })).toBeVisible()
  const opened = context.waitForEvent('page')
  await panel.getByRole('button', { name: 'Continue with the website' }).click()
  const website = await opened
  const closed = website.waitForEvent('close')
  await finish(website)
  await closed
  await expect(panel.getByRole('textbox', { name: 'Message' })).toBeVisible()
}

/** The panel's stored session (its own tokens in the extension's storage). */
async function panelTokens(background: Worker) {
  return background.evaluate(async () => {
    const stored = await chrome.storage.local.get(['access_token', 'refresh_token'])
    return { access: String(stored.access_token), refresh: String(stored.refresh_token) }
  })
}

/** The website's refresh token, from its HttpOnly cookie. */
async function websiteRefreshToken(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'amply_refresh')?.value
}

test('continuing with the website gives the panel a session of its own; signing out of the panel leaves the website signed in', async ({
  context,
  openPanel,
  background,
  request,
  baseURL,
}) => {
  const account = await activatedAccount(request, baseURL ?? '', 'panel-continue')
  const panel = await openPanel()
  await continueWithWebsite(context, panel, (website) => logInOnWebsite(website, account))

  // Two sessions, the panel's named after the extension; the website's tokens stayed there.
  const tokens = await panelTokens(background)
  expect(tokens.refresh).not.toBe(await websiteRefreshToken(context))
  const listed = await request.get(`${baseURL ?? ''}/api/auth/clients/active-sessions`, {
    headers: { authorization: `Bearer ${tokens.access}` },
  })
  const sessions = (await listed.json()) as { browser: string; current: boolean }[]
  expect(sessions).toHaveLength(2)
  expect(sessions.find((session) => session.current)?.browser).toBe('Amply extension for Chrome')

  await panel.getByRole('button', { name: 'Account and options' }).click()
  await panel.getByRole('menuitem', { name: 'Sign out of the panel' }).click()
  await expect(panel.getByRole('heading', { name: 'Sign in to Amply' })).toBeVisible()

  const website = await context.newPage()
  await website.goto(`${baseURL ?? ''}/dashboard/chat`)
  await expect(website.getByRole('textbox', { name: 'Message' })).toBeVisible()
  await expect(website).toHaveURL(/\/dashboard\/chat$/)
})

test('a website already signed in hands the panel a session; logging out of the website leaves the panel signed in', async ({
  context,
  openPanel,
  request,
  baseURL,
}) => {
  const account = await activatedAccount(request, baseURL ?? '', 'panel-web-out')
  const website = await context.newPage()
  await website.goto(`${baseURL ?? ''}/auth/jwt/login`)
  await logInOnWebsite(website, account)
  await expect(website).toHaveURL(/\/dashboard\/chat$/)

  // Signed in already: the login page hands over at once, with nothing to fill in.
  const panel = await openPanel()
  await continueWithWebsite(context, panel)

  await website.getByRole('button', { name: 'Account', exact: true }).click()
  await website.getByRole('dialog').getByRole('button', { name: 'Logout' }).click()
  await expect(website).toHaveURL(/\/auth\/jwt\/login/)

  await panel.reload()
  await expect(panel.getByRole('textbox', { name: 'Message' })).toBeVisible()
  await expect(panel.getByRole('heading', { name: 'Sign in to Amply' })).toHaveCount(0)
  await panel.getByRole('textbox', { name: 'Message' }).fill('Still here after the website logout')
  await panel.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(panel.getByText(/You asked: "Still here after the website logout"/)).toBeVisible()
})
