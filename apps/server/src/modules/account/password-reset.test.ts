import { describe, expect, it } from 'vitest'
import { connectedFrom, createTestApp } from '../../../test-support/app'
import {
  bearer,
  jsonRequest,
  login,
  mailSentBy,
  password,
  registerActiveUser,
} from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'
import { startSmtpTestServer } from '../../../test-support/fakes/fake-smtp-server'
import { loginWith as loginAs } from '../../../test-support/account-flow'

const { db } = await createTestDatabase()
let clock = Date.now()
const app = createTestApp(db, {}, { now: () => clock })
const newPassword = 'a brand new passphrase'

/** Asks for a reset link; `from` is the client's address (some address of its own otherwise). */
const forgot = (email: string, headers: Record<string, string> = {}, from?: string) =>
  app.request(
    '/api/auth/forgot-password',
    jsonRequest('POST', { email }, headers),
    from === undefined ? undefined : connectedFrom(from),
  )

const resetWith = (token: string, newOne = newPassword) =>
  app.request('/api/auth/reset-password', jsonRequest('POST', { token, password: newOne }))

/** Asks for a reset link and reads its token from the mail. */
async function resetToken(email: string) {
  const mail = await mailSentBy(db, email, async () => {
    expect((await forgot(email)).status).toBe(200)
  })
  const link = /(\S+\/client\/reset-password\/(\S+))/.exec(mail.text)
  return { link: link?.[1] ?? '', token: link?.[2] ?? '' }
}

const loginWith = (email: string, secret: string) => loginAs(app, email, secret)

describe('forgot password', () => {
  it('mails a reset link built from PUBLIC_URL, never from the Host header', async () => {
    const email = 'reset-link@example.com'
    await registerActiveUser(app, db, email)
    const mail = await mailSentBy(db, email, async () => {
      expect((await forgot(email, { host: 'evil.example' })).status).toBe(200)
    })
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

  it('answers a known email without waiting for its mail, the one step an unknown email skips', async () => {
    const email = 'held-mail@example.com'
    await registerActiveUser(app, db, email)
    // This SMTP server takes mail but accepts none: an answer that waited for the mail would
    // never come (the test would time out). The mail waits in the outbox for the mail worker.
    const smtp = await startSmtpTestServer({ user: 'mailer', pass: 'secret', holdReplies: true })
    const mailing = createTestApp(db, { SMTP_URL: smtp.url })
    const mail = await mailSentBy(db, email, async () => {
      const answer = await mailing.request(
        '/api/auth/forgot-password',
        jsonRequest('POST', { email }),
      )
      expect(answer.status).toBe(200)
    })
    expect(mail).toMatchObject({ subject: 'Reset your Amply password', sentAt: null })
    expect(smtp.received).toEqual([])
  })

  it('limits reset mails per address', async () => {
    const email = 'limit-forgot@example.com'
    const statuses: number[] = []
    for (let attempt = 0; attempt < 7; attempt++) statuses.push((await forgot(email)).status)
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(statuses.at(-1)).toBe(429)
  })

  it('limits reset mails per IP address', async () => {
    const ip = '192.0.2.77'
    const statuses: number[] = []
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push((await forgot(`ip-limit-${attempt}@example.com`, {}, ip)).status)
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
