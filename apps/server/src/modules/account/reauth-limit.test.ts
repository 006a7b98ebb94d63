import { generate } from 'otplib'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test-support/app'
import { bearer, jsonRequest, loginWithOtp, password } from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'
import { signedInUser } from '../../../test-support/account-flow'

// Guesses of the current password by whoever holds a session are limited on a counter of their
// own: they end in 429 for that session's calls, and the owner can still log in, through both
// steps (password, then OTP code).

const attempts = 3
const { db } = await createTestDatabase()
let clock = Date.now()
const app = createTestApp(db, { LOGIN_ATTEMPTS_PER_WINDOW: String(attempts) }, { now: () => clock })

const totpCode = (secret: string) => {
  clock += 30_000 // a new time step: a code works once
  return generate({ secret, epoch: Math.floor(clock / 1000) })
}

const call = (method: string, path: string, body: unknown, token: string) =>
  app.request(path, jsonRequest(method, body, bearer(token)))

/** A signed-in user with an authenticator app on; answers the session and the TOTP secret. */
async function userWithTotp(email: string) {
  const token = await signedInUser(app, db, email)
  const setup = await call(
    'POST',
    '/api/auth/otp/generate',
    { otp_type: 'totp', current_password: password },
    token,
  )
  const { secret } = (await setup.json()) as { secret: string }
  const confirmed = await call(
    'POST',
    '/api/auth/otp/device/verify',
    { code: await totpCode(secret) },
    token,
  )
  expect(confirmed.status).toBe(200)
  return { token, secret }
}

/** The owner logs in with the password and a code; answers the last status. */
const ownerLogsIn = (email: string, secret: string) =>
  loginWithOtp(app, email, () => totpCode(secret))

const guess = (n: number) => `wrong guess ${n}`

/** Each call that needs the current password, with a wrong one. */
const calls: Record<string, { method: string; path: string; body: (n: number) => unknown }> = {
  'change password': {
    method: 'POST',
    path: '/api/auth/change-password',
    body: (n) => ({ current_password: guess(n), new_password: 'another good passphrase' }),
  },
  'change email': {
    method: 'PATCH',
    path: '/api/auth/clients/profile',
    body: (n) => ({ email: `elsewhere-${n}@example.com`, current_password: guess(n) }),
  },
  'set OTP up': {
    method: 'POST',
    path: '/api/auth/otp/generate',
    body: (n) => ({ otp_type: 'totp', current_password: guess(n) }),
  },
  'turn OTP off': {
    method: 'POST',
    path: '/api/auth/otp/disable',
    body: (n) => ({ current_password: guess(n) }),
  },
  'delete account': {
    method: 'POST',
    path: '/api/auth/clients/account/delete',
    body: (n) => ({ current_password: guess(n) }),
  },
}

describe('wrong current passwords', () => {
  it.each(Object.keys(calls))('on "%s" are limited and never block logging in', async (name) => {
    const target = calls[name]
    if (!target) throw new Error(name)
    const email = `reauth-${name.replace(/\W+/g, '-').toLowerCase()}@example.com`
    const { token, secret } = await userWithTotp(email)
    const statuses: number[] = []
    for (let n = 0; n <= attempts; n++) {
      statuses.push((await call(target.method, target.path, target.body(n), token)).status)
    }
    expect(statuses.slice(0, attempts).every((status) => [400, 401].includes(status))).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    expect(await ownerLogsIn(email, secret)).toBe(200)
  })

  it('do not use up the attempts of a login either', async () => {
    const email = 'reauth-then-login@example.com'
    const token = await signedInUser(app, db, email)
    for (let n = 0; n < attempts; n++) {
      await call('POST', '/api/auth/change-password', calls['change password']?.body(n), token)
    }
    // A login's own wrong attempts still count from zero: the last allowed one is a 401.
    const wrongLogins: number[] = []
    for (let n = 0; n < attempts; n++) {
      const response = await app.request(
        '/api/auth/clients/login',
        jsonRequest('POST', { email, password: guess(n), turnstile_response: '' }),
      )
      wrongLogins.push(response.status)
    }
    expect(wrongLogins).toEqual([401, 401, 401])
  })
})
