import { count } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { mailOutbox } from '../../db/schema/mail-outbox'
import { createLogger } from '../../lib/logger'
import { createTestApp } from '../../test/app'
import { jsonRequest, registerActiveUser } from '../../test/auth-flow'
import { createTestDatabase } from '../../test/database'
import { createMailer } from './mail.service'
import { startSmtpTestServer } from './smtp-test-server'

const { db } = await createTestDatabase()
const logger = createLogger('error')
const outboxSize = async () => (await db.select({ n: count() }).from(mailOutbox))[0]?.n ?? 0

describe('mail over SMTP', () => {
  it('sends through the configured SMTP server, from MAIL_FROM, and not into the outbox', async () => {
    const smtp = await startSmtpTestServer({ user: 'mailer', pass: 'secret-pass' })
    const before = await outboxSize()
    const send = createMailer({
      db,
      logger,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Amply <no-reply@amply.test>' },
    })
    const sent = await send({ to: 'ada@example.com', subject: 'Hello over SMTP', text: 'Hi Ada' })
    expect(sent.id).toMatch(/@/)
    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    expect(mail).toMatchObject({
      from: 'no-reply@amply.test',
      to: ['ada@example.com'],
      user: 'mailer',
    })
    expect(mail?.raw).toMatch(/^Subject: Hello over SMTP$/m)
    expect(mail?.raw).toMatch(/^From: Amply <no-reply@amply\.test>$/m)
    expect(mail?.raw).toContain('Hi Ada')
    expect(await outboxSize()).toBe(before)
  })

  it('fails the send when the SMTP server refuses the credentials', async () => {
    const smtp = await startSmtpTestServer({ user: 'mailer', pass: 'secret-pass' })
    const send = createMailer({
      db,
      logger,
      env: { SMTP_URL: smtp.url.replace('secret-pass', 'wrong-pass'), MAIL_FROM: 'a@amply.test' },
    })
    await expect(send({ to: 'ada@example.com', subject: 'S', text: 'T' })).rejects.toThrow()
    expect(smtp.received).toHaveLength(0)
  })

  it('refuses to send in clear text when the URL asks for TLS (requireTLS=true)', async () => {
    const smtp = await startSmtpTestServer({ user: 'mailer', pass: 'secret-pass' })
    const send = createMailer({
      db,
      logger,
      env: { SMTP_URL: `${smtp.url}?requireTLS=true`, MAIL_FROM: 'a@amply.test' },
    })
    await expect(send({ to: 'ada@example.com', subject: 'S', text: 'T' })).rejects.toThrow(
      /STARTTLS|TLS/,
    )
    expect(smtp.received).toHaveLength(0)
  })

  it('keeps the outbox as the transport when SMTP_URL is not set', async () => {
    const before = await outboxSize()
    const send = createMailer({
      db,
      logger,
      env: { SMTP_URL: undefined, MAIL_FROM: 'a@amply.test' },
    })
    await send({ to: 'ada@example.com', subject: 'Outbox', text: 'T' })
    expect(await outboxSize()).toBe(before + 1)
  })

  it("is the app's transport: a password reset link goes out over SMTP", async () => {
    const plain = createTestApp(db, { TRUST_PROXY: 'true' })
    await registerActiveUser(plain, db, 'smtp-user@example.com')
    const smtp = await startSmtpTestServer({ user: 'mailer', pass: 'secret-pass' })
    const app = createTestApp(db, { TRUST_PROXY: 'true', SMTP_URL: smtp.url })
    const response = await app.request(
      '/api/auth/forgot-password',
      jsonRequest('POST', { email: 'smtp-user@example.com' }),
    )
    expect(response.status).toBe(200)
    // The reset mail goes out right after the answer (same timing for unknown addresses).
    await vi.waitFor(() => {
      expect(smtp.received.map((mail) => mail.to)).toEqual([['smtp-user@example.com']])
    })
    // Quoted-printable wraps long lines with a soft break ("=" at the end of the line).
    const text = smtp.received[0]?.raw.replace(/=\r?\n/g, '') ?? ''
    expect(text).toMatch(/http:\/\/localhost:3000\/client\/reset-password\/[\w-]{40,}/)
  })
})
