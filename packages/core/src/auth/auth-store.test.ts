import { describe, expect, it } from 'vitest'
import { user } from '../test/fixtures'
import { heldResponse, json, useLocalServer } from '../test/local-server'
import {
  expiredToken,
  extensionOrigin,
  freshToken,
  sessionAgainst,
  webOrigin,
} from '../test/session-harness'

const server = useLocalServer()

const credentials = { email: 'ada@example.com', password: 'secret-pw', turnstile_response: '' }

function answerLogin(body: unknown, status = 200) {
  server.on('POST /api/auth/clients/login', (response) => {
    json(response, status, body)
  })
}

/** The server's hand-off: a new session for the return target. */
function answerHandOff(body: unknown) {
  server.on('POST /api/auth/clients/session-handoff', (response) => {
    json(response, 201, body)
  })
}

/** Waits until the store's state satisfies `done`. */
function settled<T>(store: { getSnapshot: () => T; subscribe: (l: () => void) => () => void }) {
  return new Promise<T>((resolve) => {
    const unsubscribe = store.subscribe(() => {
      unsubscribe()
      resolve(store.getSnapshot())
    })
  })
}

describe('auth state machine', () => {
  it('starts loading, then is authenticated once the user and current plan have loaded', async () => {
    const { session } = sessionAgainst(server, { access_token: freshToken() })
    expect(session.auth.getSnapshot()).toEqual({ status: 'loading' })
    await session.auth.start()
    expect(session.auth.getSnapshot()).toEqual({ status: 'authenticated' })
    expect(server.count('GET /api/auth/clients/profile')).toBe(1)
    expect(server.count('GET /api/client/subscription')).toBe(1)
  })

  it('is unauthenticated without a session (no token, no refresh cookie), logging nothing', async () => {
    const { session, state } = sessionAgainst(server)
    state.refreshCookie = false
    await session.auth.start()
    expect(session.auth.getSnapshot()).toEqual({ status: 'unauthenticated' })
    expect(server.received).toHaveLength(0)
    expect(state.errors).toEqual([])
  })

  it('restores the session with a refresh when the stored token expired', async () => {
    server.on('POST /api/auth/clients/tokens', (response) => {
      json(response, 200, { access_token: freshToken(), refresh_token: 'r2', expires_at: 1 })
    })
    const { session } = sessionAgainst(server, { access_token: expiredToken() })
    await session.auth.start()
    expect(session.auth.getSnapshot().status).toBe('authenticated')
  })

  it('refreshes with its own stored refresh token when it keeps one (the extension)', async () => {
    server.on('POST /api/auth/clients/tokens', (response) => {
      json(response, 200, { access_token: freshToken(), refresh_token: 'r2', expires_at: 1 })
    })
    const { session, values } = sessionAgainst(
      server,
      { access_token: expiredToken(), refresh_token: 'r1' },
      { ownRefreshToken: true },
    )
    await session.auth.start()
    expect(session.auth.getSnapshot().status).toBe('authenticated')
    const refresh = server.received.find((request) => request.path === '/api/auth/clients/tokens')
    expect(refresh?.headers['x-refresh-token']).toBe('r1')
    expect(values.get('refresh_token')).toBe('r2')
  })

  it('is unauthenticated when loading the user fails', async () => {
    const { session } = sessionAgainst(server, { access_token: freshToken() })
    server.on('GET /api/auth/clients/profile', (response) => {
      json(response, 500, { detail: 'Database down' })
    })
    await session.auth.start()
    expect(session.auth.getSnapshot()).toEqual({ status: 'unauthenticated' })
  })

  it('is unauthenticated when loading the current plan fails', async () => {
    const { session, state } = sessionAgainst(server, { access_token: freshToken() })
    server.on('GET /api/client/subscription', (response) => {
      json(response, 503, { detail: 'Billing down' })
    })
    await session.auth.start()
    expect(session.auth.getSnapshot()).toEqual({ status: 'unauthenticated' })
    expect(state.errors).toMatchObject([{ context: 'auth: loading the user' }])
  })
})

describe('login', () => {
  it('stores the tokens, marks authenticated and loads the user and plan', async () => {
    const token = freshToken()
    answerLogin({ access_token: token, refresh_token: 'r1', expires_at: 1 })
    const { session, values, state } = sessionAgainst(server)
    state.refreshCookie = false
    await session.auth.start()

    const result = await session.auth.login(credentials)

    expect(result).toEqual({ kind: 'signedIn', returnTargetRefused: false })
    expect(Object.fromEntries(values)).toEqual({ access_token: token, refresh_token: 'r1' })
    expect(session.auth.getSnapshot()).toEqual({ status: 'authenticated' })
    expect(JSON.parse(server.received[0]?.body ?? '')).toEqual(credentials)
  })

  it('returns the redirect_url to the caller when login answers no token (OTP step)', async () => {
    answerLogin({ redirect_url: '/auth/jwt/otp?otp_token=abc' })
    const { session, values, state } = sessionAgainst(server)
    const result = await session.auth.login(credentials)
    expect(result).toEqual({ kind: 'verify', url: '/auth/jwt/otp?otp_token=abc' })
    expect(values.size).toBe(0)
    expect(state.navigations).toEqual([])
    expect(session.auth.getSnapshot().status).toBe('loading')
  })

  it('passes wrong credentials (a 401 about the password) to the caller', async () => {
    answerLogin({ detail: 'Incorrect email or password' }, 401)
    const { session } = sessionAgainst(server, { access_token: freshToken() })
    await session.auth.start()
    await expect(session.auth.login(credentials)).rejects.toMatchObject({ status: 401 })
    expect(session.auth.getSnapshot().status).toBe('authenticated')
  })

  it("hands an allowed return target a new session of its own, never the login's tokens", async () => {
    const loginToken = freshToken()
    const handedToken = freshToken()
    answerLogin({ access_token: loginToken, refresh_token: 'r1', expires_at: 1767225600 })
    answerHandOff({ access_token: handedToken, refresh_token: 'panel-r1', expires_at: 1767229200 })
    const { session, state, values } = sessionAgainst(server)
    const target = `${extensionOrigin}/auth-return.html?state=s1`

    const result = await session.auth.login(credentials, { returnTarget: target })

    const url = new URL(state.navigations[0] ?? '')
    expect(state.navigations).toHaveLength(1)
    expect(result).toEqual({ kind: 'returned', url: state.navigations[0] })
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe(
      `${extensionOrigin}/auth-return.html`,
    )
    expect(Object.fromEntries(url.searchParams)).toEqual({
      state: 's1',
      access_token: handedToken,
      refresh_token: 'panel-r1',
      expires_at: '1767229200',
    })
    // Asked for by the signed-in site, for this target; the site keeps its own session.
    const [handOff] = server.received.filter((request) => request.path.endsWith('/session-handoff'))
    expect(handOff?.authorization).toBe(`Bearer ${loginToken}`)
    expect(JSON.parse(handOff?.body ?? '{}')).toEqual({ return_to: target })
    expect(values.get('refresh_token')).toBe('r1')
    expect(session.auth.getSnapshot().status).toBe('authenticated')
  })

  it('refuses a return target outside the allow-list: nothing is issued, no token leaves', async () => {
    answerLogin({ access_token: freshToken(), refresh_token: 'r1', expires_at: 1 })
    const { session, state } = sessionAgainst(server)
    const result = await session.auth.login(credentials, {
      returnTarget: 'https://amply.example.evil.test/steal',
    })
    expect(result).toEqual({ kind: 'signedIn', returnTargetRefused: true })
    expect(state.navigations).toEqual([])
    expect(server.count('POST /api/auth/clients/session-handoff')).toBe(0)
    expect(session.auth.getSnapshot().status).toBe('authenticated')
  })

  it('stays signed in here when the server refuses the hand-off', async () => {
    answerLogin({ access_token: freshToken(), refresh_token: 'r1', expires_at: 1 })
    server.on('POST /api/auth/clients/session-handoff', (response) => {
      json(response, 400, { detail: 'This return address is not allowed.' })
    })
    const { session, state } = sessionAgainst(server)
    const result = await session.auth.login(credentials, {
      returnTarget: `${extensionOrigin}/auth-return.html`,
    })
    expect(result).toEqual({ kind: 'signedIn', returnTargetRefused: true })
    expect(state.navigations).toEqual([])
    expect(state.errors).toMatchObject([{ context: 'auth: handing a session to a return target' }])
    expect(session.auth.getSnapshot().status).toBe('authenticated')
  })

  it('finishes an OTP login like a password login', async () => {
    server.on('POST /api/auth/otp/verify', (response) => {
      json(response, 200, { access_token: freshToken(), refresh_token: 'r1', expires_at: 1 })
    })
    answerHandOff({ access_token: freshToken(), refresh_token: 'panel-r1', expires_at: 1 })
    const { session, state } = sessionAgainst(server)
    const result = await session.auth.verifyOtp(
      { otp_token: 'abc', code: '123456', remember_device: false },
      { returnTarget: `${extensionOrigin}/auth-return.html` },
    )
    expect(result.kind).toBe('returned')
    expect(state.navigations[0]).toMatch(
      /\/auth-return\.html\?access_token=.*refresh_token=panel-r1/,
    )
  })

  it('hands a signed-in visitor to an allowed return target (no login)', async () => {
    answerHandOff({ access_token: freshToken(), refresh_token: 'panel-r1', expires_at: 1 })
    const { session, state } = sessionAgainst(server, { access_token: freshToken() })
    await session.auth.start()
    const url = await session.auth.handOver(`${extensionOrigin}/auth-return.html`)
    expect(url).toMatch(/refresh_token=panel-r1/)
    expect(state.navigations).toEqual([url])
    await expect(session.auth.handOver(`${webOrigin}.evil.test/x`)).resolves.toBeNull()
  })
})

describe('logout', () => {
  it("clears the tokens and the user's data", async () => {
    server.on('DELETE /api/auth/clients/logout', (response) => {
      json(response, 200, { detail: 'Logged out.' })
    })
    const { session, values } = sessionAgainst(server, {
      access_token: freshToken(),
      refresh_token: 'r1',
    })
    await session.auth.start()
    await expect(session.auth.logout()).resolves.toBe(true)
    expect(values.size).toBe(0)
    expect(session.auth.getSnapshot()).toEqual({ status: 'unauthenticated' })
  })

  it('only logs a failed logout call and stays logged in', async () => {
    server.on('DELETE /api/auth/clients/logout', (response) => {
      json(response, 500, { detail: 'Session store unavailable' })
    })
    const token = freshToken()
    const { session, values, state } = sessionAgainst(server, { access_token: token })
    await session.auth.start()
    await expect(session.auth.logout()).resolves.toBe(false)
    expect(state.errors).toMatchObject([
      { context: 'auth: logout', error: { message: 'Session store unavailable' } },
    ])
    expect(values.get('access_token')).toBe(token)
    expect(session.auth.getSnapshot()).toEqual({ status: 'authenticated' })
  })
})

describe('session checks', () => {
  it('logs out when another tab removes the stored access token (storage change event)', async () => {
    const { session, changeFromElsewhere } = sessionAgainst(server, { access_token: freshToken() })
    await session.auth.start()
    expect(session.auth.getSnapshot().status).toBe('authenticated')

    changeFromElsewhere('access_token', null)

    expect(session.auth.getSnapshot()).toEqual({ status: 'unauthenticated' })
  })

  it('ignores other storage changes', async () => {
    const { session, changeFromElsewhere } = sessionAgainst(server, { access_token: freshToken() })
    await session.auth.start()
    changeFromElsewhere('settings', null)
    changeFromElsewhere('access_token', freshToken())
    expect(session.auth.getSnapshot().status).toBe('authenticated')
  })

  it('on window focus clears the access token when the refresh cookie is gone', async () => {
    const { session, state, values, focus } = sessionAgainst(server, {
      access_token: freshToken(),
      refresh_token: 'r1',
    })
    await session.auth.start()
    state.refreshCookie = false

    const next = settled(session.auth)
    focus()

    expect(await next).toEqual({ status: 'unauthenticated' })
    expect(values.has('access_token')).toBe(false)
  })

  it('on window focus keeps the session while the refresh cookie exists, refetching nothing', async () => {
    const token = freshToken()
    const { session, values, focus } = sessionAgainst(server, { access_token: token })
    await session.auth.start()
    const requestsBefore = server.received.length
    focus()
    // The focus check runs on promises the memory platform settles at once: one turn of the
    // event loop sees it done.
    await new Promise(setImmediate)
    expect(session.auth.getSnapshot().status).toBe('authenticated')
    expect(values.get('access_token')).toBe(token)
    // docs/product.md#constants: data refetch on window focus is off.
    expect(server.received).toHaveLength(requestsBefore)
  })

  it("a 401 not about a password clears the tokens and the user's data", async () => {
    const { session, values } = sessionAgainst(server, {
      access_token: freshToken(),
      refresh_token: 'r1',
    })
    await session.auth.start()
    server.on('GET /api/client/month_usage', (response) => {
      json(response, 401, { detail: 'Token revoked' })
    })
    await expect(session.client.call('monthUsage')).rejects.toMatchObject({ status: 401 })
    expect(session.auth.getSnapshot()).toEqual({ status: 'unauthenticated' })
    await Promise.resolve()
    expect(values.size).toBe(0)
  })

  it('a late user load does not undo a logout that happened meanwhile', async () => {
    const { session, changeFromElsewhere } = sessionAgainst(server, { access_token: freshToken() })
    const profile = heldResponse(server, 'GET /api/auth/clients/profile')
    const starting = session.auth.start()
    // The user is being loaded when another tab logs out; only then does the profile come.
    const loading = await profile
    changeFromElsewhere('access_token', null)
    json(loading, 200, user)
    await starting
    expect(session.auth.getSnapshot().status).toBe('unauthenticated')
  })
})

describe("the user's data goes with the session, in one place", () => {
  /** A signed-in session whose app counts what it was told to forget. */
  async function signedIn(stored: Record<string, string> = {}) {
    const forgotten: string[] = []
    const harness = sessionAgainst(
      server,
      { access_token: freshToken(), refresh_token: 'r1', ...stored },
      {
        onSignedOut: () => {
          forgotten.push(harness.session.auth.getSnapshot().status)
        },
      },
    )
    await harness.session.auth.start()
    expect(harness.session.auth.getSnapshot().status).toBe('authenticated')
    return { ...harness, forgotten }
  }

  it('on a sign-out', async () => {
    server.on('DELETE /api/auth/clients/logout', (response) => {
      json(response, 200, { detail: 'Logged out.' })
    })
    const { session, forgotten } = await signedIn()
    await session.auth.logout()
    // Once, and after the state says signed out (a screen re-reading now finds no session).
    expect(forgotten).toEqual(['unauthenticated'])
  })

  it('on a 401', async () => {
    const { session, forgotten } = await signedIn()
    server.on('GET /api/client/month_usage', (response) => {
      json(response, 401, { detail: 'Token revoked' })
    })
    await expect(session.client.call('monthUsage')).rejects.toMatchObject({ status: 401 })
    expect(forgotten).toEqual(['unauthenticated'])
  })

  it('on a session that expired (its refresh refused)', async () => {
    const { session, forgotten, values } = await signedIn()
    values.set('access_token', expiredToken())
    server.on('POST /api/auth/clients/tokens', (response) => {
      json(response, 401, { detail: 'Session expired' })
    })
    await expect(session.client.call('monthUsage')).rejects.toThrow()
    expect(forgotten).toEqual(['unauthenticated'])
  })

  it('on a sign-out in another tab', async () => {
    const { changeFromElsewhere, forgotten } = await signedIn()
    changeFromElsewhere('access_token', null)
    expect(forgotten).toEqual(['unauthenticated'])
  })

  it('on a focus that finds the session cookie gone', async () => {
    const { session, state, focus, forgotten } = await signedIn()
    state.refreshCookie = false
    const next = settled(session.auth)
    focus()
    await next
    expect(forgotten).toEqual(['unauthenticated'])
  })

  it('before another session is taken up, so nothing of the last user is read as the new one', async () => {
    const { session, forgotten } = await signedIn()
    await session.auth.acceptSession({
      access_token: freshToken(),
      refresh_token: 'r2',
      expires_at: 1,
    })
    expect(forgotten).toEqual(['unauthenticated'])
    expect(session.auth.getSnapshot().status).toBe('authenticated')
  })

  it('before a session is taken up while the last one is still loading', async () => {
    const forgotten: unknown[] = []
    const { session } = sessionAgainst(
      server,
      { access_token: freshToken() },
      { onSignedOut: () => forgotten.push(1) },
    )
    const profile = heldResponse(server, 'GET /api/auth/clients/profile')
    const starting = session.auth.start()
    const held = await profile
    server.on('GET /api/auth/clients/profile', (response) => {
      json(response, 200, user)
    })
    const accepting = session.auth.acceptSession({
      access_token: freshToken(),
      refresh_token: 'r2',
      expires_at: 1,
    })
    expect(forgotten).toEqual([1])
    json(held, 200, user)
    await Promise.all([starting, accepting])
    expect(session.auth.getSnapshot().status).toBe('authenticated')
  })

  it('not for a visitor who never signed in', async () => {
    const forgotten: unknown[] = []
    const { session, state } = sessionAgainst(server, {}, { onSignedOut: () => forgotten.push(1) })
    state.refreshCookie = false
    await session.auth.start()
    expect(session.auth.getSnapshot().status).toBe('unauthenticated')
    expect(forgotten).toEqual([])
  })
})

describe('dispose', () => {
  it('stops listening to storage and focus', async () => {
    const { session, changeFromElsewhere } = sessionAgainst(server, { access_token: freshToken() })
    await session.auth.start()
    session.auth.dispose()
    changeFromElsewhere('access_token', null)
    expect(session.auth.getSnapshot().status).toBe('authenticated')
  })
})
