import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test-support/app'
import {
  bearer,
  cookiesOf,
  jsonRequest,
  login,
  registerActiveUser,
} from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'

const extensionId = 'abcdefghijklmnopabcdefghijklmnop'
const { db } = await createTestDatabase()
const app = createTestApp(db, { EXTENSION_IDS: extensionId })

const chromeOnLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
const web = { origin: 'http://localhost:3000', 'user-agent': chromeOnLinux }
const extension = { origin: `chrome-extension://${extensionId}`, 'user-agent': chromeOnLinux }
const extensionPage = `chrome-extension://${extensionId}/auth-return.html?state=abc`

interface Tokens {
  access_token: string
  refresh_token: string
  expires_at: number
}

interface ListedSession {
  id: string
  device: string
  browser: string
  current: boolean
}

/** The website's session, as its login page gets it (tokens and the refresh cookie). */
async function websiteSession(email: string) {
  await registerActiveUser(app, db, email)
  const response = await login(app, email, web)
  expect(response.status).toBe(200)
  return { tokens: (await response.json()) as Tokens, cookies: cookiesOf(response) }
}

const handOff = (accessToken: string | null, returnTo: string) =>
  app.request(
    '/api/auth/clients/session-handoff',
    jsonRequest(
      'POST',
      { return_to: returnTo },
      { ...web, ...(accessToken ? bearer(accessToken) : {}) },
    ),
  )

const profileStatus = async (accessToken: string) =>
  (await app.request('/api/auth/clients/profile', { headers: bearer(accessToken) })).status

const refreshWebsite = (refreshToken: string) =>
  app.request('/api/auth/clients/tokens', {
    method: 'POST',
    headers: { ...web, cookie: `amply_refresh=${refreshToken}` },
  })

const refreshExtension = (refreshToken: string) =>
  app.request('/api/auth/clients/tokens', {
    method: 'POST',
    headers: { ...extension, 'x-refresh-token': refreshToken },
  })

const listSessions = async (accessToken: string) =>
  (await (
    await app.request('/api/auth/clients/active-sessions', { headers: bearer(accessToken) })
  ).json()) as ListedSession[]

const logout = (accessToken: string) =>
  app.request('/api/auth/clients/logout', { method: 'DELETE', headers: bearer(accessToken) })

describe('handing the extension a session of its own', () => {
  it('issues a new working session, listed as the extension, and sets no cookie', async () => {
    const website = await websiteSession('handoff@example.com')
    const response = await handOff(website.tokens.access_token, extensionPage)
    expect(response.status).toBe(201)
    expect(response.headers.getSetCookie()).toEqual([])
    const panel = (await response.json()) as Tokens
    expect(panel.refresh_token).not.toBe(website.tokens.refresh_token)
    expect(panel.refresh_token).not.toBe(website.cookies.amply_refresh)
    expect(await profileStatus(panel.access_token)).toBe(200)

    const sessions = await listSessions(website.tokens.access_token)
    expect(sessions).toHaveLength(2)
    expect(sessions.find((session) => !session.current)).toMatchObject({
      device: 'Linux',
      browser: 'Amply extension for Chrome',
    })

    // Its refresh (from the extension, with its own token) keeps it the extension's.
    const renewed = await refreshExtension(panel.refresh_token)
    expect(renewed.status).toBe(200)
    const after = await listSessions(((await renewed.json()) as Tokens).access_token)
    expect(after.find((session) => session.current)?.browser).toBe('Amply extension for Chrome')
    expect(after.find((session) => !session.current)?.browser).toBe('Chrome')
  })

  it("signing the extension out leaves the website's session alive, and the other way round", async () => {
    const website = await websiteSession('handoff-out@example.com')
    const first = (await (
      await handOff(website.tokens.access_token, extensionPage)
    ).json()) as Tokens
    expect((await logout(first.access_token)).status).toBe(200)
    expect(await profileStatus(first.access_token)).toBe(401)
    expect((await refreshExtension(first.refresh_token)).status).toBe(401)
    expect(await profileStatus(website.tokens.access_token)).toBe(200)
    const renewedWebsite = await refreshWebsite(website.cookies.amply_refresh ?? '')
    expect(renewedWebsite.status).toBe(200)
    const websiteTokens = (await renewedWebsite.json()) as Tokens

    const second = (await (
      await handOff(websiteTokens.access_token, extensionPage)
    ).json()) as Tokens
    expect((await logout(websiteTokens.access_token)).status).toBe(200)
    expect(await profileStatus(websiteTokens.access_token)).toBe(401)
    expect(await profileStatus(second.access_token)).toBe(200)
    expect((await refreshExtension(second.refresh_token)).status).toBe(200)
  })

  it('needs a signed-in caller', async () => {
    expect((await handOff(null, extensionPage)).status).toBe(401)
    expect((await handOff('not-a-token', extensionPage)).status).toBe(401)
    const website = await websiteSession('handoff-ended@example.com')
    await logout(website.tokens.access_token)
    expect((await handOff(website.tokens.access_token, extensionPage)).status).toBe(401)
  })

  it('refuses a return target that is not an allow-listed extension, issuing nothing', async () => {
    const website = await websiteSession('handoff-refused@example.com')
    for (const target of [
      'https://evil.example/steal',
      'chrome-extension://someoneelsesextensionidaaaaaaaaaa/auth-return.html',
      // The website has a session already; only the extension is handed one.
      'http://localhost:3000/dashboard/chat',
      '/auth-return.html',
      'javascript:alert(1)',
    ]) {
      const response = await handOff(website.tokens.access_token, target)
      expect(response.status, target).toBe(400)
      expect(await response.text()).not.toContain('access_token')
    }
    expect(await listSessions(website.tokens.access_token)).toHaveLength(1)
  })
})
