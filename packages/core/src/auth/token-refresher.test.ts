import { describe, expect, it } from 'vitest'
import { makeJwt } from '../test/jwt'
import { json, useLocalServer } from '../test/local-server'
import { expiredToken, freshToken, sessionAgainst } from '../test/session-harness'
import { createMemoryPlatform } from '../test/memory-platform'
import { SessionEndedError } from './session-ended-error'
import { createTokenRefresher } from './token-refresher'
import { createTokenStore } from './token-store'

const refreshRoute = 'POST /api/auth/clients/tokens'
const profileRoute = 'GET /api/auth/clients/profile'

const server = useLocalServer()

/**
 * The server renews the session. Its answer needs a network round trip, while every caller
 * reaches the refresh on promises alone: callers started together all find it in flight.
 */
function answerRefresh(accessToken: string) {
  server.on(refreshRoute, (response) => {
    json(response, 200, { access_token: accessToken, refresh_token: 'r2', expires_at: 1 })
  })
}

describe('token freshness and single-flight refresh', () => {
  it('uses a fresh token as is, without refreshing', async () => {
    const token = freshToken()
    const { session } = sessionAgainst(server, { access_token: token })
    await session.client.call('getProfile')
    expect(server.count(refreshRoute)).toBe(0)
    expect(server.received.at(-1)?.authorization).toBe(`Bearer ${token}`)
  })

  it('50 concurrent requests with an expired token cause exactly one refresh call', async () => {
    const renewed = freshToken()
    answerRefresh(renewed)
    const { session, values } = sessionAgainst(server, {
      access_token: expiredToken(),
      refresh_token: 'r1',
    })

    const users = await Promise.all(
      Array.from({ length: 50 }, () => session.client.call('getProfile')),
    )

    expect(users).toHaveLength(50)
    expect(server.count(refreshRoute)).toBe(1)
    const profileCalls = server.received.filter((r) => `${r.method} ${r.path}` === profileRoute)
    expect(profileCalls).toHaveLength(50)
    expect(new Set(profileCalls.map((r) => r.authorization))).toEqual(
      new Set([`Bearer ${renewed}`]),
    )
    expect(values.get('access_token')).toBe(renewed)
    expect(values.get('refresh_token')).toBe('r2')
  })

  it('asks once more when another tab won a concurrent refresh (409)', async () => {
    const renewed = freshToken()
    let calls = 0
    server.on(refreshRoute, (response) => {
      calls += 1
      if (calls === 1)
        json(response, 409, { detail: 'The session was just refreshed elsewhere; try again.' })
      else json(response, 200, { access_token: renewed, refresh_token: 'r3', expires_at: 1 })
    })
    const { session, values } = sessionAgainst(server, {
      access_token: expiredToken(),
      refresh_token: 'r1',
    })
    await session.client.call('getProfile')
    expect(server.count(refreshRoute)).toBe(2)
    expect(values.get('access_token')).toBe(renewed)
  })

  it('refreshes a missing access token when the refresh cookie exists', async () => {
    const renewed = freshToken()
    answerRefresh(renewed)
    const { session } = sessionAgainst(server)
    await session.client.call('getProfile')
    expect(server.count(refreshRoute)).toBe(1)
    expect(server.received.at(-1)?.authorization).toBe(`Bearer ${renewed}`)
  })

  it('refreshes a token expiring within the 30-second margin', async () => {
    answerRefresh(freshToken())
    const { session } = sessionAgainst(server, {
      access_token: makeJwt(Date.now() + 20_000),
    })
    await session.client.call('getProfile')
    expect(server.count(refreshRoute)).toBe(1)
  })

  it('a refresh failure rejects every waiting request and clears the tokens', async () => {
    server.on(refreshRoute, (response) => {
      json(response, 401, { detail: 'Refresh token revoked' })
    })
    const { session, values } = sessionAgainst(server, {
      access_token: expiredToken(),
      refresh_token: 'r1',
    })

    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => session.client.call('getProfile')),
    )

    expect(results.every((result) => result.status === 'rejected')).toBe(true)
    expect(results[0]).toMatchObject({ reason: { kind: 'http', status: 401 } })
    expect(server.count(refreshRoute)).toBe(1)
    expect(server.count(profileRoute)).toBe(0)
    expect(values.size).toBe(0)
    expect(session.auth.getSnapshot()).toEqual({ status: 'unauthenticated' })
  })

  it('with no refresh cookie the user is logged out and nothing is refreshed', async () => {
    const { session, state, values } = sessionAgainst(server, {
      access_token: expiredToken(),
      refresh_token: 'r1',
    })
    state.refreshCookie = false

    await expect(session.client.call('getProfile')).rejects.toBeInstanceOf(SessionEndedError)

    expect(server.received).toHaveLength(0)
    expect(values.size).toBe(0)
    expect(session.auth.getSnapshot().status).toBe('unauthenticated')
  })

  it('public calls never wait for a token (the refresh call cannot wait on itself)', async () => {
    answerRefresh(freshToken())
    const { session, state } = sessionAgainst(server)
    state.refreshCookie = false
    await expect(session.client.call('refreshTokens')).resolves.toMatchObject({
      refresh_token: 'r2',
    })
    expect(server.received[0]?.authorization).toBeUndefined()
  })
})

describe('single flight with a slow storage', () => {
  it('a caller that read the old token while a refresh finished reads again, not refreshing twice', async () => {
    const { platform, values } = createMemoryPlatform({ access_token: expiredToken() })
    let reads = 0
    const callers: Promise<string>[] = []
    const slowStorage = {
      ...platform.storage,
      // The second read sees the old token but answers only once the first caller's refresh
      // has finished.
      get: async (key: string) => {
        const value = values.get(key) ?? null
        if (++reads === 2) await callers[0]
        return value
      },
    }
    let refreshes = 0
    const renewed = freshToken()
    const refresher = createTokenRefresher({
      tokens: createTokenStore(slowStorage),
      hasRefreshCookie: () => Promise.resolve(true),
      refresh: () => {
        refreshes += 1
        return Promise.resolve({ access_token: renewed, refresh_token: 'r2', expires_at: 1 })
      },
      onSessionEnded: () => undefined,
    })

    callers.push(refresher.getFreshAccessToken())
    callers.push(refresher.getFreshAccessToken())
    const tokens = await Promise.all(callers)

    expect(tokens).toEqual([renewed, renewed])
    expect(refreshes).toBe(1)
  })
})
