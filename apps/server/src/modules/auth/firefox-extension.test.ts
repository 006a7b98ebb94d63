import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test-support/app'
import { bearer, jsonRequest, login, registerActiveUser } from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'

// Firefox names an add-on's origin after a UUID of its own (about:debugging, "Internal UUID").
const installedUuid = '6c2f1a0e-8b3d-4e7a-9f51-2d0c4b7e9a13'
const temporaryUuid = 'a1b2c3d4-0000-4abc-8def-0123456789ab'
const { db } = await createTestDatabase()
const app = createTestApp(db, {
  EXTENSION_IDS: `hfbkeidnhpkbfgpbngnmpcbiajdjdkgc,${installedUuid},moz-extension://${temporaryUuid.toUpperCase()}`,
})

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0'
const web = { origin: 'http://localhost:3000', 'user-agent': firefox }

interface Tokens {
  access_token: string
  refresh_token: string
}

const handOff = (accessToken: string, returnTo: string) =>
  app.request(
    '/api/auth/clients/session-handoff',
    jsonRequest('POST', { return_to: returnTo }, { ...web, ...bearer(accessToken) }),
  )

const refreshFrom = (origin: string, refreshToken: string) =>
  app.request('/api/auth/clients/tokens', {
    method: 'POST',
    headers: { origin, 'user-agent': firefox, 'x-refresh-token': refreshToken },
  })

async function websiteTokens(email: string): Promise<Tokens> {
  await registerActiveUser(app, db, email)
  return (await (await login(app, email, web)).json()) as Tokens
}

describe('a Firefox add-on allowed by its Internal UUID', () => {
  it('is handed a session at its moz-extension:// page and refreshes it from there', async () => {
    const website = await websiteTokens('firefox-addon@example.com')
    for (const uuid of [installedUuid, temporaryUuid]) {
      const origin = `moz-extension://${uuid}`
      const response = await handOff(website.access_token, `${origin}/auth-return.html?state=s`)
      expect(response.status, uuid).toBe(201)
      const panel = (await response.json()) as Tokens
      expect((await refreshFrom(origin, panel.refresh_token)).status, uuid).toBe(200)
    }
  })

  it('refuses another add-on, and the Chrome id under a moz-extension:// origin', async () => {
    const website = await websiteTokens('firefox-other@example.com')
    for (const origin of [
      'moz-extension://ffffffff-8b3d-4e7a-9f51-2d0c4b7e9a13',
      'moz-extension://hfbkeidnhpkbfgpbngnmpcbiajdjdkgc',
    ]) {
      const response = await handOff(website.access_token, `${origin}/auth-return.html?state=s`)
      expect(response.status, origin).toBe(400)
      expect(await response.text()).not.toContain('access_token')
    }
  })

  it('is listed in the client config, so the website returns sign-ins to it', async () => {
    const config = (await (await app.request('/api/config')).json()) as {
      allowed_return_origins: string[]
    }
    expect(config.allowed_return_origins).toEqual(
      expect.arrayContaining([
        `moz-extension://${installedUuid}`,
        `moz-extension://${temporaryUuid}`,
      ]),
    )
  })
})
