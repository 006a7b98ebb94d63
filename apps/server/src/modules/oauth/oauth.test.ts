import { and, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { oauthIdentities, users } from '../../db/schema/auth'
import { createTestApp } from '../../../test-support/app'
import {
  bearer,
  cookiesOf,
  jsonRequest,
  lastMailTo,
  login,
  registerActiveUser,
  requestsSettled,
} from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'
import type { Claims } from '../../../test-support/fakes/fake-oauth-providers'
import { startMockProviders } from '../../../test-support/fakes/fake-oauth-providers'

const { db } = await createTestDatabase()
const providers = await startMockProviders()
afterAll(() => providers.stop())

const web = 'http://localhost:3000'
const app = createTestApp(db, {
  GOOGLE_CLIENT_ID: 'google-client',
  GOOGLE_CLIENT_SECRET: 'google-secret',
  MICROSOFT_CLIENT_ID: 'microsoft-client',
  MICROSOFT_CLIENT_SECRET: 'microsoft-secret',
  APPLE_CLIENT_ID: 'apple-client',
  APPLE_CLIENT_SECRET: 'apple-secret',
  GITHUB_CLIENT_ID: 'github-client',
  GITHUB_CLIENT_SECRET: 'github-secret',
  OAUTH_ISSUER_OVERRIDES: JSON.stringify({
    google: providers.oidcIssuer,
    microsoft: providers.oidcIssuer,
    apple: providers.oidcIssuer,
    github: providers.githubBase,
  }),
})

type Provider = 'google' | 'microsoft' | 'apple' | 'github'

async function startLogin(provider: Provider, query = '') {
  const response = await app.request(`/api/auth/${provider}/login${query}`)
  expect(response.status).toBe(302)
  return {
    response,
    authorizeUrl: new URL(response.headers.get('location') ?? ''),
    flowCookie: cookiesOf(response).amply_oauth_flow ?? '',
  }
}

/** The provider's authorization endpoint, driven like a browser: answers where it redirects. */
async function authorize(authorizeUrl: URL) {
  const response = await fetch(authorizeUrl, { redirect: 'manual' })
  expect(response.status).toBe(302)
  return new URL(response.headers.get('location') ?? '')
}

const callback = (callbackUrl: URL, flowCookie: string | undefined) =>
  app.request(`${callbackUrl.pathname}${callbackUrl.search}`, {
    headers: {
      ...(flowCookie ? { cookie: `amply_oauth_flow=${flowCookie}` } : {}),
    },
  })

/** The whole round trip: login → provider → callback; answers the callback's response. */
async function loginWith(provider: Provider, claims: Claims, query = '') {
  providers.setClaims(claims)
  const { authorizeUrl, flowCookie } = await startLogin(provider, query)
  return callback(await authorize(authorizeUrl), flowCookie)
}

async function tokensFrom(response: Response) {
  const refreshToken = cookiesOf(response).amply_refresh
  expect(refreshToken).toBeTruthy()
  const refreshed = await app.request('/api/auth/clients/tokens', {
    method: 'POST',
    headers: { cookie: `amply_refresh=${refreshToken ?? ''}`, origin: web },
  })
  expect(refreshed.status).toBe(200)
  return (await refreshed.json()) as { access_token: string; refresh_token: string }
}

async function profileOf(response: Response) {
  const { access_token } = await tokensFrom(response)
  const profile = await app.request('/api/auth/clients/profile', { headers: bearer(access_token) })
  expect(profile.status).toBe(200)
  return (await profile.json()) as {
    id: string
    email: string
    is_active: boolean
    first_name: string
    currentPlan: { type: string } | null
  }
}

const verified = (sub: string, email: string): Claims => ({
  sub,
  email,
  email_verified: true,
  given_name: 'Ada',
  family_name: 'Lovelace',
})

const location = (response: Response) => response.headers.get('location') ?? ''

const identitiesOf = (provider: Provider, subject: string) =>
  db
    .select()
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.providerUserId, subject)))

describe('starting a login', () => {
  it('redirects to the provider with state, a S256 PKCE challenge and a nonce', async () => {
    const { authorizeUrl, response } = await startLogin('google')
    expect(authorizeUrl.origin).toBe(new URL(providers.oidcIssuer).origin)
    const query = authorizeUrl.searchParams
    expect(query.get('client_id')).toBe('google-client')
    expect(query.get('response_type')).toBe('code')
    expect(query.get('redirect_uri')).toBe(`${web}/api/auth/google/callback`)
    expect(query.get('scope')).toBe('openid email profile')
    expect(query.get('state')).toMatch(/^[\w-]{20,}$/)
    expect(query.get('nonce')).toMatch(/^[\w-]{20,}$/)
    expect(query.get('code_challenge_method')).toBe('S256')
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/)

    const cookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('amply_oauth_flow='))
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Max-Age=600/)
    expect(cookie).toMatch(/Path=\/api\/auth/)
    // Encrypted: the verifier, state and nonce cannot be read from the cookie.
    expect(cookie).not.toContain(query.get('state'))
  })

  it('answers 404 for a provider that is not configured', async () => {
    const bare = createTestApp(db)
    const response = await bare.request('/api/auth/google/login')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'Google login is not enabled.' })
    const callback = await bare.request('/api/auth/github/callback?code=x&state=y')
    expect(callback.status).toBe(404)
    expect(await callback.json()).toEqual({ detail: 'GitHub login is not enabled.' })
  })
})

describe('finishing a login', () => {
  it('creates an active account with the trial for a new verified email and lands on /auth/jwt/verify with a session', async () => {
    const response = await loginWith('google', verified('google-new', 'new@example.com'))
    expect(response.status).toBe(302)
    expect(location(response)).toBe('/auth/jwt/verify')
    expect(cookiesOf(response).amply_session).toBe('1')
    const profile = await profileOf(response)
    expect(profile).toMatchObject({
      email: 'new@example.com',
      is_active: true,
      first_name: 'Ada',
      currentPlan: { type: 'trial' },
    })
    expect(await identitiesOf('google', 'google-new')).toHaveLength(1)
  })

  it('reuses the identity on the next login, whatever email the provider sends then', async () => {
    const first = await profileOf(
      await loginWith('google', verified('google-again', 'again@example.com')),
    )
    const second = await profileOf(
      await loginWith('google', verified('google-again', 'changed@example.com')),
    )
    expect(second.id).toBe(first.id)
    expect(second.email).toBe('again@example.com')
    expect(await db.select().from(users).where(eq(users.email, 'changed@example.com'))).toEqual([])
  })

  it('links to the account that has the same verified email', async () => {
    await registerActiveUser(app, db, 'linked@example.com')
    const [owner] = await db.select().from(users).where(eq(users.email, 'linked@example.com'))
    const profile = await profileOf(
      await loginWith('google', verified('google-linked', 'Linked@Example.com')),
    )
    expect(profile.id).toBe(owner?.id)
    expect((await identitiesOf('google', 'google-linked'))[0]?.userId).toBe(owner?.id)
    // The password still works: linking added a way in, it took none away.
    expect((await login(app, 'linked@example.com')).status).toBe(200)
  })

  it('does not link or create an account for an unverified email', async () => {
    await registerActiveUser(app, db, 'victim@example.com')
    const response = await loginWith('google', {
      ...verified('google-attacker', 'victim@example.com'),
      email_verified: false,
    })
    expect(location(response)).toBe('/auth/jwt/login?error=email_unverified')
    expect(cookiesOf(response).amply_refresh).toBeUndefined()
    expect(await identitiesOf('google', 'google-attacker')).toEqual([])

    const unknown = await loginWith('google', {
      ...verified('google-nobody', 'nobody@example.com'),
      email_verified: false,
    })
    expect(location(unknown)).toBe('/auth/jwt/login?error=email_unverified')
    expect(await db.select().from(users).where(eq(users.email, 'nobody@example.com'))).toEqual([])
  })

  it('activates a never-activated account it links to and drops the password someone set on it', async () => {
    const registered = await app.request('/api/auth/clients/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'squatted@example.com',
        password: 'correct horse battery staple',
        first_name: 'Not',
        last_name: 'Owner',
        turnstile_response: '',
      }),
    })
    expect(registered.status).toBe(201)
    await requestsSettled(db)
    const profile = await profileOf(
      await loginWith('google', verified('google-owner', 'squatted@example.com')),
    )
    expect(profile.is_active).toBe(true)
    expect((await login(app, 'squatted@example.com')).status).toBe(401)
  })

  it('sends an account with OTP on to the OTP step without a session', async () => {
    await profileOf(await loginWith('google', verified('google-otp', 'otp@example.com')))
    await db
      .update(users)
      .set({ otpEnabledAt: new Date(), otpType: 'email' })
      .where(eq(users.email, 'otp@example.com'))
    const response = await loginWith('google', verified('google-otp', 'otp@example.com'))
    expect(location(response)).toMatch(/^\/auth\/jwt\/otp\?otp_token=[\w-]+&method=email$/)
    expect(cookiesOf(response).amply_refresh).toBeUndefined()

    // The OTP step finishes it, with the code mailed for the email method.
    const otpToken = new URL(location(response), web).searchParams.get('otp_token') ?? ''
    const code = /\b(\d{6})\b/.exec((await lastMailTo(db, 'otp@example.com')).text)?.[1] ?? ''
    const finished = await app.request(
      '/api/auth/otp/verify',
      jsonRequest('POST', { otp_token: otpToken, code }),
    )
    expect(finished.status).toBe(200)
    expect(await finished.json()).toHaveProperty('access_token')
  })
})

describe('return targets', () => {
  it('keeps a first-party returnTo on the way to /auth/jwt/verify', async () => {
    const response = await loginWith(
      'google',
      verified('google-return', 'return@example.com'),
      `?returnTo=${encodeURIComponent(`${web}/chat`)}`,
    )
    expect(location(response)).toBe(
      `/auth/jwt/verify?returnTo=${encodeURIComponent(`${web}/chat`)}`,
    )
  })

  it('drops a returnTo off the allow-list', async () => {
    const response = await loginWith(
      'google',
      verified('google-evil-return', 'evil-return@example.com'),
      `?returnTo=${encodeURIComponent('https://evil.example/steal')}`,
    )
    expect(location(response)).toBe('/auth/jwt/verify')
  })
})

describe('refused callbacks', () => {
  it('refuses a tampered state', async () => {
    providers.setClaims(verified('google-tamper', 'tamper@example.com'))
    const { authorizeUrl, flowCookie } = await startLogin('google')
    const back = await authorize(authorizeUrl)
    back.searchParams.set('state', `${back.searchParams.get('state') ?? ''}x`)
    const response = await callback(back, flowCookie)
    expect(location(response)).toBe('/auth/jwt/login?error=state_mismatch')
    expect(cookiesOf(response).amply_refresh).toBeUndefined()
    expect(await identitiesOf('google', 'google-tamper')).toEqual([])
  })

  it('refuses a tampered flow cookie', async () => {
    providers.setClaims(verified('google-cookie', 'cookie@example.com'))
    const { authorizeUrl, flowCookie } = await startLogin('google')
    const back = await authorize(authorizeUrl)
    const forged = `${flowCookie.slice(0, -4)}${flowCookie.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`
    expect(location(await callback(back, forged))).toBe('/auth/jwt/login?error=flow_expired')
  })

  it('refuses a callback without its flow cookie', async () => {
    providers.setClaims(verified('google-nocookie', 'nocookie@example.com'))
    const { authorizeUrl } = await startLogin('google')
    const response = await callback(await authorize(authorizeUrl), undefined)
    expect(location(response)).toBe('/auth/jwt/login?error=flow_expired')
  })

  it('accepts a flow cookie once', async () => {
    providers.setClaims(verified('google-replay', 'replay@example.com'))
    const { authorizeUrl, flowCookie } = await startLogin('google')
    const back = await authorize(authorizeUrl)
    const first = await callback(back, flowCookie)
    expect(location(first)).toBe('/auth/jwt/verify')
    expect(first.headers.getSetCookie().join('\n')).toMatch(/amply_oauth_flow=;.*Max-Age=0/)
    expect(location(await callback(back, flowCookie))).toBe('/auth/jwt/login?error=flow_expired')
  })

  it('refuses an ID token whose nonce is not the flow’s', async () => {
    const response = await loginWith('google', {
      ...verified('google-nonce', 'nonce@example.com'),
      nonce: 'forged-nonce',
    })
    expect(location(response)).toBe('/auth/jwt/login?error=login_failed')
    expect(await identitiesOf('google', 'google-nonce')).toEqual([])
  })

  it('passes on the provider refusing (access_denied) to the login page', async () => {
    const { flowCookie } = await startLogin('google')
    const response = await callback(
      new URL(`${web}/api/auth/google/callback?error=access_denied&state=whatever`),
      flowCookie,
    )
    expect(location(response)).toBe('/auth/jwt/login?error=access_denied')
  })
})

describe('fuzzed callbacks', () => {
  it('never answer a 5xx or start a session, with or without a flow cookie', async () => {
    const { flowCookie } = await startLogin('google')
    const field = fc.option(fc.string({ maxLength: 80 }), { nil: undefined })
    await fc.assert(
      fc.asyncProperty(
        fc.record({ code: field, state: field, error: field, extra: field }),
        fc.boolean(),
        fc.constantFrom<Provider>('google', 'apple', 'github'),
        async (query, withCookie, provider) => {
          const parameters = new URLSearchParams()
          for (const [key, value] of Object.entries(query)) {
            if (value !== undefined) parameters.set(key, value)
          }
          const response = await callback(
            new URL(`${web}/api/auth/${provider}/callback?${parameters.toString()}`),
            withCookie ? flowCookie : undefined,
          )
          expect(response.status).toBe(302)
          expect(location(response)).toMatch(/^\/auth\/jwt\/login\?error=[a-z_]+$/)
          expect(cookiesOf(response).amply_refresh).toBeUndefined()
        },
      ),
      { numRuns: 60 },
    )
  })
})

describe('Apple', () => {
  it('asks for form_post and turns the form POST into the GET callback, which logs in', async () => {
    providers.setClaims({ sub: 'apple-1', email: 'apple@example.com', email_verified: 'true' })
    const { authorizeUrl, flowCookie } = await startLogin('apple')
    expect(authorizeUrl.searchParams.get('response_mode')).toBe('form_post')
    expect(authorizeUrl.searchParams.get('scope')).toBe('openid email name')
    const back = await authorize(authorizeUrl)

    const posted = await app.request('/api/auth/apple/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: back.searchParams.toString(),
    })
    expect(posted.status).toBe(303)
    const target = new URL(location(posted), web)
    expect(target.pathname).toBe('/api/auth/apple/callback')
    expect(target.searchParams.get('code')).toBe(back.searchParams.get('code'))

    const response = await callback(target, flowCookie)
    expect(location(response)).toBe('/auth/jwt/verify')
    expect((await profileOf(response)).email).toBe('apple@example.com')
  })
})

describe('Microsoft', () => {
  it('counts the email as verified only with the xms_edov claim', async () => {
    const unverified = await loginWith('microsoft', {
      sub: 'ms-1',
      email: 'ms@example.com',
      name: 'Grace Hopper',
    })
    expect(location(unverified)).toBe('/auth/jwt/login?error=email_unverified')

    const response = await loginWith('microsoft', {
      sub: 'ms-1',
      email: 'ms@example.com',
      name: 'Grace Hopper',
      xms_edov: true,
    })
    expect(location(response)).toBe('/auth/jwt/verify')
    expect(await profileOf(response)).toMatchObject({
      email: 'ms@example.com',
      first_name: 'Grace',
    })
  })
})

describe('GitHub', () => {
  it('logs in with the verified primary email from its API, with PKCE and state', async () => {
    providers.setGithubAccount({
      user: { id: 4242, login: 'octo', name: 'Octo Cat' },
      emails: [
        { email: 'secondary@example.com', primary: false, verified: true },
        { email: 'octo@example.com', primary: true, verified: true },
      ],
    })
    const { authorizeUrl, flowCookie } = await startLogin('github')
    expect(authorizeUrl.pathname).toBe('/login/oauth/authorize')
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorizeUrl.searchParams.get('state')).toBeTruthy()
    const response = await callback(await authorize(authorizeUrl), flowCookie)
    expect(location(response)).toBe('/auth/jwt/verify')
    const profile = await profileOf(response)
    expect(profile).toMatchObject({ email: 'octo@example.com', first_name: 'Octo' })
    expect((await identitiesOf('github', '4242'))[0]?.userId).toBe(profile.id)
  })

  it('refuses an unverified primary email even when another email is verified', async () => {
    providers.setGithubAccount({
      user: { id: 4343, login: 'sneaky', name: null },
      emails: [
        { email: 'linked@example.com', primary: true, verified: false },
        { email: 'sneaky@example.com', primary: false, verified: true },
      ],
    })
    const { authorizeUrl, flowCookie } = await startLogin('github')
    const response = await callback(await authorize(authorizeUrl), flowCookie)
    expect(location(response)).toBe('/auth/jwt/login?error=email_unverified')
    expect(await identitiesOf('github', '4343')).toEqual([])
  })
})
