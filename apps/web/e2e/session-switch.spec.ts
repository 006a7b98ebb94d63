import type { APIRequestContext, Route } from '@playwright/test'
import { expect, test } from './fixtures'
import { activatedAccount, signIn } from './auth-helpers'
import { answerDone, ask } from './chat-helpers'

/** Signs every other session of the account out, from another device through the API. */
async function signOutOtherDevices(
  request: APIRequestContext,
  baseURL: string,
  account: { email: string; password: string },
) {
  const login = await request.post(`${baseURL}/api/auth/clients/login`, {
    data: { ...account, turnstile_response: '' },
  })
  expect(login.ok()).toBe(true)
  const { access_token: token } = (await login.json()) as { access_token: string }
  const headers = { authorization: `Bearer ${token}` }
  const listed = await request.get(`${baseURL}/api/auth/clients/active-sessions`, { headers })
  const sessions = (await listed.json()) as { id: string; current: boolean }[]
  for (const session of sessions.filter((one) => !one.current)) {
    const revoked = await request.delete(`${baseURL}/api/auth/clients/delete-session`, {
      headers,
      data: { session_id: session.id },
    })
    expect(revoked.ok()).toBe(true)
  }
}

test("a session that ends takes its user's data with it: the next one in the tab sees none", async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const first = await signIn(page, request, base, 'switch-first')
  const second = await activatedAccount(request, base, 'switch-second')
  await ask(page, 'Plan a trip to Lisbon')
  await answerDone(page)
  const history = page.getByRole('navigation', { name: 'Conversations' })
  await expect(history.getByText('Plan a trip to Lisbon')).toBeVisible()
  await page.getByRole('button', { name: 'New chat' }).first().click()
  await expect(page).toHaveURL(/\/dashboard\/chat$/)

  // The first user's session ends on the server; the page's next call is refused (401), and
  // the page, never reloaded, goes to the login form.
  await signOutOtherDevices(request, base, first)
  await page.getByRole('searchbox', { name: 'Search conversations' }).fill('Lisbon')
  await expect(page).toHaveURL(/\/auth\/jwt\/login/)

  // The second user signs in in the same tab. Their history is held on its way: whatever the
  // list shows meanwhile can only have been left behind by the first user.
  let release: (() => void) | undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const asked = page.waitForRequest((sent) => new URL(sent.url()).pathname === '/ai/history')
  await page.route(
    (url) => url.pathname === '/ai/history',
    async (route: Route) => {
      await held
      await route.continue()
    },
  )
  await page.getByLabel('Email').fill(second.email)
  await page.getByLabel('Password', { exact: true }).fill(second.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/dashboard\/chat$/)
  await asked
  await expect(history.getByText('Plan a trip to Lisbon')).toHaveCount(0)

  // The account drawer names the second user.
  await page.getByRole('button', { name: 'Account', exact: true }).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByText(second.email)).toBeVisible()
  await expect(drawer.getByText(first.email)).toHaveCount(0)
  await page.keyboard.press('Escape')

  release?.()
  await expect(history.getByText('Plan a trip to Lisbon')).toHaveCount(0)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})
