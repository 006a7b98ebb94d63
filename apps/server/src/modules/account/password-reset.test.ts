import { describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../../test/app'
import {
  bearer,
  jsonRequest,
  lastMailTo,
  login,
  password,
  registerActiveUser,
} from '../../test/auth-flow'
import { createTestDatabase } from '../../test/database'
import { loginWith as loginAs } from './account-test-flow'

const { db } = await createTestDatabase()
let clock = Date.now()
const app = createTestApp(db, { TRUST_PROXY: 'true' }, { now: () => clock })
const newPassword = 'a brand new passphrase'

const forgot = (email: string, headers: Record<string, string> = {}) =>
  app.request('/api/auth/forgot-password', jsonRequest('POST', { email }, headers))

const resetWith = (token: string, newOne = newPassword) =>
  app.request('/api/auth/reset-password', jsonRequest('POST', { token, password: newOne }))

const lastMailId = (email: string) =>
  lastMailTo(db, email).then(
    (mail) => mail.id,
    () => undefined,
  )

/** The next mail to `email` after the one `previousId` names (mail goes out after the answer). */
const nextMailTo = (email: string, previousId: string | undefined) =>
  vi.waitFor(async () => {
    const last = await lastMailTo(db, email)
    if (last.id === previousId) throw new Error('no new mail yet')
    return last
  })

/** Asks for a reset link and reads its token from the mail. */
async function resetToken(email: string) {
  const previous = await lastMailId(email)
  expect((await forgot(email)).status).toBe(200)
  const mail = await nextMailTo(email, previous)
  const link = /(\S+\/client\/reset-password\/(\S+))/.exec(mail.text)
  return { link: link?.[1] ?? '', token: link?.[2] ?? '' }
}

const loginWith = (email: string, secret: string) => loginAs(app, email, secret)

describe('forgot password', () => {
  it('mails a reset link built from PUBLIC_URL, never from the Host header', async () => {
    const email = 'reset-link@example.com'
    await registerActiveUser(app, db, email)
    const previous = await lastMailId(email)
    const response = await forgot(email, { host: 'evil.example' })
    expect(response.status).toBe(200)
    const mail = await nextMailTo(email, previous)
    expect(mail.subject).toMatch(/Reset your .+ password/)
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/client\/reset-password\/[\w-]{40,}/)
    expect(mail.text).not.toContain('evil.example')
    expect(mail.text).toContain('30 minutes')
  })

  it('answers identically for a known and an unknown email', async () => {
    const known = 'known-forgot@example.com'
    await registerActiveUser(app, db, known)
    const first = await forgot(known)
    const second = await forgot('nobody-here@example.com')
    expect(second.status).toBe(first.status)
    expect(await second.json()).toEqual(await first.json())
    expect([...second.headers.keys()].sort()).toEqual([...first.headers.keys()].sort())
  })

  it('answers a known and an unknown email in the same timing class', async () => {
    const known = 'timing-forgot@example.com'
    await registerActiveUser(app, db, known)
    const time = async (email: string) => {
      const started = performance.now()
      await forgot(email, { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}` })
      return performance.now() - started
    }
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
    const knownTimes: number[] = []
    const unknownTimes: number[] = []
    // Alternating, so that a warming cache or a busy machine weighs on both alike.
    for (let round = 0; round < 4; round++) {
      knownTimes.push(await time(known))
      unknownTimes.push(await time(`ghost${round}@example.com`))
    }
    // Neither path waits for a hash or a mail: both stay well within one class.
    expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(50)
  })

  it('limits reset mails per address', async () => {
    const email = 'limit-forgot@example.com'
    const statuses: number[] = []
    for (let attempt = 0; attempt < 7; attempt++) statuses.push((await forgot(email)).status)
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(statuses.at(-1)).toBe(429)
  })

  it('limits reset mails per IP address', async () => {
    const ip = { 'x-forwarded-for': '192.0.2.77' }
    const statuses: number[] = []
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push((await forgot(`ip-limit-${attempt}@example.com`, ip)).status)
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('reset password', () => {
  it('sets the new password and ends every session of the user', async () => {
    const email = 'reset-ok@example.com'
    await registerActiveUser(app, db, email)
    const session = (await (await login(app, email)).json()) as { access_token: string }
    const { token } = await resetToken(email)
    const response = await resetWith(token)
    expect(response.status).toBe(200)
    expect((await loginWith(email, password)).status).toBe(401)
    expect((await loginWith(email, newPassword)).status).toBe(200)
    const profile = await app.request('/api/auth/clients/profile', {
      headers: bearer(session.access_token),
    })
    expect(profile.status).toBe(401)
  })

  it('accepts a reset token once only', async () => {
    const email = 'reset-once@example.com'
    await registerActiveUser(app, db, email)
    const { token } = await resetToken(email)
    expect((await resetWith(token)).status).toBe(200)
    const again = await resetWith(token, 'yet another passphrase')
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({
      detail: 'This reset link is invalid, used or expired. Please ask for a new one.',
    })
    expect((await loginWith(email, 'yet another passphrase')).status).toBe(401)
  })

  it('refuses an expired reset token (older than 30 minutes)', async () => {
    const email = 'reset-expired@example.com'
    await registerActiveUser(app, db, email)
    const { token } = await resetToken(email)
    clock += 31 * 60_000
    try {
      expect((await resetWith(token)).status).toBe(400)
    } finally {
      clock = Date.now()
    }
    expect((await loginWith(email, password)).status).toBe(200)
  })

  it('refuses an unknown token', async () => {
    expect((await resetWith('not-a-real-token')).status).toBe(400)
  })

  it('makes the earlier reset links of the user stop working', async () => {
    const email = 'reset-earlier@example.com'
    await registerActiveUser(app, db, email)
    const first = await resetToken(email)
    const second = await resetToken(email)
    expect(first.token).not.toBe(second.token)
    expect((await resetWith(second.token)).status).toBe(200)
    expect((await resetWith(first.token)).status).toBe(400)
  })
})
