import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { SESSION_LIFETIME_MINUTES } from '@amply/api/constants'
import { SignJWT } from 'jose'
import { afterAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/auth'
import { connectedFrom, createTestApp, testJwtSecret } from '../../../test-support/app'
import {
  bearer,
  cookiesOf,
  jsonRequest,
  lastMailTo,
  login,
  mailSentBy,
  mailTo,
  password,
  registerActiveUser,
  requestsSettled,
} from '../../../test-support/auth-flow'
import { costOf, countingArgon2 } from '../../../test-support/counting-argon2'
import { createTestDatabase } from '../../../test-support/database'
import { createPasswordHasher } from './password-hasher'

const extensionId = 'abcdefghijklmnopabcdefghijklmnop'
const { db } = await createTestDatabase()
let clock = Date.now()
const { argon2, verifiedAgainst } = countingArgon2()
const app = createTestApp(
  db,
  { LOGIN_ATTEMPTS_PER_WINDOW: '5', EXTENSION_IDS: extensionId },
  { now: () => clock, hasher: createPasswordHasher({ argon2 }) },
)
const web = { origin: 'http://localhost:3000' }
const extension = { origin: `chrome-extension://${extensionId}` }

const passwordHashOf = async (email: string) =>
  (await db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email)))[0]
    ?.hash ?? ''

interface Tokens {
  access_token: string
  refresh_token: string
  expires_at: number
}

async function signIn(email: string) {
  const response = await login(app, email)
  expect(response.status).toBe(200)
  return { tokens: (await response.json()) as Tokens, cookies: cookiesOf(response) }
}

const refresh = async (refreshToken: string, headers: Record<string, string> = web) =>
  app.request('/api/auth/clients/tokens', {
    method: 'POST',
    headers: { cookie: `amply_refresh=${refreshToken}`, ...headers },
  })

describe('registration and activation', () => {
  it('creates an inactive account with a 30-day trial and mails a single-use activation link', async () => {
    const email = 'grace@example.com'
    const response = await app.request(
      '/api/auth/clients/register',
      jsonRequest('POST', {
        email,
        password,
        first_name: 'Grace',
        last_name: 'Hopper',
        turnstile_response: '',
      }),
    )
    expect(response.status).toBe(201)
    const body = (await response.json()) as { accessToken: string; user: Record<string, unknown> }
    expect(body.accessToken).toBe('')
    expect(body.user).toMatchObject({
      email,
      is_active: false,
      currentPlan: { plan_name: 'Free Trial', type: 'trial' },
    })

    const mail = await mailTo(db, email)
    expect((await login(app, email)).status).toBe(403)

    const link = /(http\S+\/client\/activate\/(\S+))/.exec(mail.text)
    expect(link?.[1]).toMatch(/^http:\/\/localhost:3000\/client\/activate\//)
    const token = link?.[2] ?? ''
    const activated = await app.request('/api/auth/client/activate', jsonRequest('POST', { token }))
    expect(activated.status).toBe(200)
    // The address the link activated: the login form fills it in.
    expect(((await activated.json()) as { email: string }).email).toBe(email)
    expect(
      (await app.request('/api/auth/client/activate', jsonRequest('POST', { token }))).status,
    ).toBe(400)
    expect((await login(app, email)).status).toBe(200)
  })

  it('answers a taken email like a free one, creates nothing and tells the owner by mail', async () => {
    const email = 'taken@example.com'
    await registerActiveUser(app, db, email)
    const again = await app.request(
      '/api/auth/clients/register',
      jsonRequest('POST', {
        email,
        password: 'another password',
        first_name: 'X',
        last_name: 'Y',
        turnstile_response: '',
      }),
    )
    expect(again.status).toBe(201)
    expect(await again.json()).toMatchObject({ accessToken: '', user: { email, is_active: false } })
    await requestsSettled(db)
    expect((await lastMailTo(db, email)).subject).toBe('Your Amply account')
    expect((await login(app, email)).status).toBe(200)
  })
})

describe('login', () => {
  it('answers a session, sets the HttpOnly refresh cookie and the readable indicator', async () => {
    await registerActiveUser(app, db, 'ada@example.com')
    const response = await login(app, 'ADA@Example.com')
    expect(response.status).toBe(200)
    const tokens = (await response.json()) as Tokens
    expect(tokens.access_token.split('.')).toHaveLength(3)
    expect(tokens.refresh_token.length).toBeGreaterThan(30)
    const setCookies = response.headers.getSetCookie()
    const refreshCookie = setCookies.find((line) => line.startsWith('amply_refresh='))
    expect(refreshCookie).toMatch(/HttpOnly/i)
    expect(refreshCookie).toMatch(/Secure/i)
    expect(refreshCookie).toMatch(/SameSite=Strict/i)
    expect(refreshCookie).toMatch(/Path=\/api\/auth/)
    const indicator = setCookies.find((line) => line.startsWith('amply_session='))
    expect(indicator).toBe(indicator?.replace(/HttpOnly/i, ''))
    expect(indicator).not.toContain(tokens.refresh_token)

    const profile = await app.request('/api/auth/clients/profile', {
      headers: bearer(tokens.access_token),
    })
    expect(profile.status).toBe(200)
    expect(await profile.json()).toMatchObject({
      email: 'ada@example.com',
      is_active: true,
      role: 'client',
    })
    const plan = await app.request('/api/client/subscription', {
      headers: bearer(tokens.access_token),
    })
    expect(await plan.json()).toMatchObject({ plan_name: 'Free Trial', type: 'trial' })
  })

  it('gives a wrong password and an unknown email the same answer and the same work', async () => {
    await registerActiveUser(app, db, 'timing@example.com')
    const stored = await passwordHashOf('timing@example.com')
    /** The answer, and the argon2 verifications it paid for (the hashes checked against). */
    const attempt = async (email: string) => {
      verifiedAgainst.length = 0
      const response = await app.request(
        '/api/auth/clients/login',
        jsonRequest('POST', { email, password: 'wrong password', turnstile_response: '' }),
      )
      return { status: response.status, body: await response.text(), paid: [...verifiedAgainst] }
    }
    const answer = { status: 401, body: JSON.stringify({ detail: 'Incorrect email or password.' }) }
    const wrong = await attempt('timing@example.com')
    expect(wrong).toEqual({ ...answer, paid: [stored] })
    // An unknown email pays for one verification as well, of a hash that costs the same.
    const unknown = await attempt('nobody@example.com')
    expect({ ...unknown, paid: unknown.paid.map(costOf) }).toEqual({
      ...answer,
      paid: [costOf(stored)],
    })
  })

  it('answers 429 with Retry-After once the attempts of the window from one source are used up', async () => {
    const statuses: number[] = []
    let last: Response | undefined
    for (let i = 0; i < 6; i++) {
      last = await app.request(
        '/api/auth/clients/login',
        jsonRequest('POST', {
          email: 'limit@example.com',
          password: 'nope',
          turnstile_response: '',
        }),
        connectedFrom('192.0.2.61'),
      )
      statuses.push(last.status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0)
    const body = (await last?.json()) as { detail: string }
    expect(body.detail).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/)
  })

  it('refuses a return target off the allow-list: no tokens, no cookies', async () => {
    await registerActiveUser(app, db, 'return@example.com')
    const response = await app.request(
      `/api/auth/clients/login?returnTo=${encodeURIComponent('https://evil.example/steal')}`,
      jsonRequest('POST', { email: 'return@example.com', password, turnstile_response: '' }),
    )
    expect(response.status).toBe(400)
    expect(response.headers.getSetCookie()).toEqual([])
    expect(await response.text()).not.toContain('access_token')

    const allowed = await app.request(
      `/api/auth/clients/login?returnTo=${encodeURIComponent('http://localhost:3000/dashboard/chat')}`,
      jsonRequest('POST', { email: 'return@example.com', password, turnstile_response: '' }),
    )
    expect(allowed.status).toBe(200)
  })
})

describe('access tokens', () => {
  it('an expired access token is 401', async () => {
    await registerActiveUser(app, db, 'expiry@example.com')
    const { tokens } = await signIn('expiry@example.com')
    clock += 16 * 60_000
    try {
      const response = await app.request('/api/auth/clients/profile', {
        headers: bearer(tokens.access_token),
      })
      expect(response.status).toBe(401)
    } finally {
      clock -= 16 * 60_000
    }
  })

  it('a tampered or foreign access token is 401', async () => {
    await registerActiveUser(app, db, 'tamper@example.com')
    const { tokens } = await signIn('tamper@example.com')
    const [header, payload, signature] = tokens.access_token.split('.')
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >
    const forged = Buffer.from(
      JSON.stringify({ ...claims, sub: '00000000-0000-0000-0000-000000000000' }),
    ).toString('base64url')
    const unsigned = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`
    const otherAudience = await new SignJWT({ sid: claims.sid as string })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(claims.sub as string)
      .setIssuer('http://localhost:3000')
      .setAudience('https://elsewhere.example')
      .setExpirationTime('10m')
      .sign(testJwtSecret)
    for (const token of [
      `${header}.${forged}.${signature}`,
      unsigned,
      otherAudience,
      'not-a-jwt',
    ]) {
      const response = await app.request('/api/auth/clients/profile', { headers: bearer(token) })
      expect(response.status).toBe(401)
    }
  })
})

describe('refresh tokens', () => {
  it('rotate on every use, from the cookie alone', async () => {
    await registerActiveUser(app, db, 'rotate@example.com')
    const { cookies } = await signIn('rotate@example.com')
    const first = await refresh(cookies.amply_refresh ?? '')
    expect(first.status).toBe(200)
    const renewed = (await first.json()) as Tokens
    expect(renewed.refresh_token).not.toBe(cookies.amply_refresh)
    expect(cookiesOf(first).amply_refresh).toBe(renewed.refresh_token)
    expect(
      (await app.request('/api/auth/clients/profile', { headers: bearer(renewed.access_token) }))
        .status,
    ).toBe(200)
  })

  it('a used refresh token presented again revokes the whole session', async () => {
    await registerActiveUser(app, db, 'reuse@example.com')
    const { cookies } = await signIn('reuse@example.com')
    const stolen = cookies.amply_refresh ?? ''
    const legit = (await (await refresh(stolen)).json()) as Tokens
    clock += 60_000
    try {
      const replay = await refresh(stolen)
      expect(replay.status).toBe(401)
      expect(
        (await app.request('/api/auth/clients/profile', { headers: bearer(legit.access_token) }))
          .status,
      ).toBe(401)
      expect((await refresh(legit.refresh_token)).status).toBe(401)
    } finally {
      clock -= 60_000
    }
  })

  it('a session lasts SESSION_LIFETIME_MINUTES: renewed a minute before its end, refused a minute after', async () => {
    await registerActiveUser(app, db, 'lifetime@example.com')
    const { cookies } = await signIn('lifetime@example.com')
    const lifetime = SESSION_LIFETIME_MINUTES * 60_000
    const started = clock
    try {
      clock = started + lifetime - 60_000
      const renewed = await refresh(cookies.amply_refresh ?? '')
      expect(renewed.status).toBe(200)
      const tokens = (await renewed.json()) as Tokens
      // Renewing does not extend the session: it still ends SESSION_LIFETIME_MINUTES after login.
      clock = started + lifetime + 60_000
      expect((await refresh(tokens.refresh_token)).status).toBe(401)
    } finally {
      clock = started
    }
  })

  it('concurrent refreshes resolve to one winner without ending the session', async () => {
    await registerActiveUser(app, db, 'race@example.com')
    const { cookies } = await signIn('race@example.com')
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => refresh(cookies.amply_refresh ?? '')),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(7)
    const winner = answers.find((answer) => answer.status === 200)
    const tokens = (await winner?.json()) as Tokens
    expect((await refresh(tokens.refresh_token)).status).toBe(200)
  })

  it("refresh the extension's own session from its header, leaving the website's alone", async () => {
    await registerActiveUser(app, db, 'panel@example.com')
    const website = await signIn('panel@example.com')
    const panel = await signIn('panel@example.com')
    const renewed = await app.request('/api/auth/clients/tokens', {
      method: 'POST',
      headers: { ...extension, 'x-refresh-token': panel.tokens.refresh_token },
    })
    expect(renewed.status).toBe(200)
    const tokens = (await renewed.json()) as Tokens
    // No cookie answers it: the browser's cookies stay the website's session.
    expect(renewed.headers.getSetCookie()).toEqual([])
    const loggedOut = await app.request('/api/auth/clients/logout', {
      method: 'DELETE',
      headers: bearer(tokens.access_token),
    })
    expect(loggedOut.status).toBe(200)
    expect((await refresh(website.cookies.amply_refresh ?? '')).status).toBe(200)
    const foreign = await app.request('/api/auth/clients/tokens', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'x-refresh-token': tokens.refresh_token },
    })
    expect(foreign.status).toBe(403)
  })

  it('refuses a cross-site refresh (CSRF) and one without a cookie', async () => {
    await registerActiveUser(app, db, 'csrf@example.com')
    const { cookies } = await signIn('csrf@example.com')
    expect(
      (await refresh(cookies.amply_refresh ?? '', { origin: 'https://evil.example' })).status,
    ).toBe(403)
    expect(
      (await refresh(cookies.amply_refresh ?? '', { 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(403)
    const noCookie = await app.request('/api/auth/clients/tokens', { method: 'POST', headers: web })
    expect(noCookie.status).toBe(401)
  })
})

describe('logout and sessions', () => {
  it('logout ends the session: its access and refresh tokens stop working', async () => {
    await registerActiveUser(app, db, 'logout@example.com')
    const { tokens, cookies } = await signIn('logout@example.com')
    const response = await app.request('/api/auth/clients/logout', {
      method: 'DELETE',
      headers: bearer(tokens.access_token),
    })
    expect(response.status).toBe(200)
    expect(response.headers.getSetCookie().join(';')).toMatch(/amply_refresh=;/)
    expect(
      (await app.request('/api/auth/clients/profile', { headers: bearer(tokens.access_token) }))
        .status,
    ).toBe(401)
    expect((await refresh(cookies.amply_refresh ?? '')).status).toBe(401)
  })

  it('lists the devices with the current one marked, and signs another out', async () => {
    await registerActiveUser(app, db, 'devices@example.com')
    const phone = await login(app, 'devices@example.com', {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile/15E148 Safari/604.1',
    })
    const phoneTokens = (await phone.json()) as Tokens
    const { tokens } = await signIn('devices@example.com')
    const list = await app.request('/api/auth/clients/active-sessions', {
      headers: bearer(tokens.access_token),
    })
    const sessions = (await list.json()) as {
      id: string
      device: string
      browser: string
      current: boolean
    }[]
    expect(sessions).toHaveLength(2)
    expect(sessions.filter((session) => session.current)).toHaveLength(1)
    const other = sessions.find((session) => !session.current)
    expect(other).toMatchObject({ device: 'iPhone', browser: 'Safari' })

    const removed = await app.request(
      '/api/auth/clients/delete-session',
      jsonRequest('DELETE', { session_id: other?.id }, bearer(tokens.access_token)),
    )
    expect(removed.status).toBe(200)
    expect(
      (
        await app.request('/api/auth/clients/profile', {
          headers: bearer(phoneTokens.access_token),
        })
      ).status,
    ).toBe(401)
    const again = await app.request(
      '/api/auth/clients/delete-session',
      jsonRequest('DELETE', { session_id: other?.id }, bearer(tokens.access_token)),
    )
    expect(again.status).toBe(404)
  })
})

describe('resending the activation link', () => {
  it('mails a waiting account a new link that activates it', async () => {
    const email = 'waiting@example.com'
    await app.request(
      '/api/auth/clients/register',
      jsonRequest('POST', {
        email,
        password,
        first_name: 'Wai',
        last_name: 'Ting',
        turnstile_response: '',
      }),
    )
    const first = (await mailTo(db, email)).id
    const mail = await mailSentBy(db, email, async () => {
      const response = await app.request(
        '/api/auth/clients/resend-activation-link',
        jsonRequest('POST', { email }),
      )
      expect(response.status).toBe(200)
    })
    expect(mail.id).not.toBe(first)
    const token = /\/client\/activate\/(\S+)/.exec(mail.text)?.[1] ?? ''
    expect(
      (await app.request('/api/auth/client/activate', jsonRequest('POST', { token }))).status,
    ).toBe(200)
  })

  it('answers the same for an unknown or active account, mailing nothing', async () => {
    await registerActiveUser(app, db, 'active-resend@example.com')
    const before = (await lastMailTo(db, 'active-resend@example.com')).id
    const answers = await Promise.all(
      ['active-resend@example.com', 'ghost@example.com'].map(async (email) => {
        const response = await app.request(
          '/api/auth/clients/resend-activation-link',
          jsonRequest('POST', { email }),
        )
        return { status: response.status, body: await response.text() }
      }),
    )
    expect(answers[0]).toEqual(answers[1])
    expect(answers[0]?.status).toBe(200)
    await requestsSettled(db)
    expect((await lastMailTo(db, 'active-resend@example.com')).id).toBe(before)
    await expect(lastMailTo(db, 'ghost@example.com')).rejects.toThrow()
  })
})

describe('the bot check (Turnstile) when configured', () => {
  // Cloudflare's siteverify, played by a local server speaking its wire format.
  const siteverify = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const form = new URLSearchParams(body)
      const success = form.get('secret') === 'turnstile-secret' && form.get('response') === 'human'
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ success }))
    })
  })
  const listening = new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve))
  afterAll(
    () =>
      new Promise<void>((resolve) =>
        siteverify.close(() => {
          resolve()
        }),
      ),
  )
  const checkedApp = createTestApp(
    db,
    { TURNSTILE_SECRET_KEY: 'turnstile-secret' },
    {
      fetch: async (_url, init) => {
        await listening
        const { port } = siteverify.address() as AddressInfo
        return fetch(`http://127.0.0.1:${port}/turnstile/v0/siteverify`, init)
      },
    },
  )

  it('refuses a login or a registration without a passing response', async () => {
    await registerActiveUser(app, db, 'bot-check@example.com')
    const login = (turnstile_response: string) =>
      checkedApp.request(
        '/api/auth/clients/login',
        jsonRequest('POST', { email: 'bot-check@example.com', password, turnstile_response }),
      )
    expect((await login('')).status).toBe(400)
    expect((await login('robot')).status).toBe(400)
    expect((await login('human')).status).toBe(200)
    const register = await checkedApp.request(
      '/api/auth/clients/register',
      jsonRequest('POST', {
        email: 'bot@example.com',
        password,
        first_name: 'B',
        last_name: 'Ot',
        turnstile_response: 'robot',
      }),
    )
    expect(register.status).toBe(400)
    expect(await register.json()).toEqual({ detail: 'The bot check failed. Please try again.' })
  })
})
