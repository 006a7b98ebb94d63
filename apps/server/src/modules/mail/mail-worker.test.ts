import { eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createDatabaseClient } from '../../db/client'
import { mailOutbox } from '../../db/schema/mail-outbox'
import { createLogger } from '../../lib/logger'
import { createTestDatabase } from '../../../test-support/database'
import { queueMail } from './mail-outbox'
import { createLocalTransport } from './mail-transport'
import { createMailTransport } from './mail-transport-from-env'
import { MAIL_MAX_ATTEMPTS, createMailWorker, mailBackoffSeconds } from './mail-worker'
import type { MailWorkerDeps } from './mail-worker'
import { startSmtpTestServer } from '../../../test-support/fakes/fake-smtp-server'

const { db, url } = await createTestDatabase()
const logs: Record<string, unknown>[] = []
const logger = createLogger('info', (line) =>
  logs.push(JSON.parse(line) as Record<string, unknown>),
)

const smtpServer = () => startSmtpTestServer({ user: 'mailer', pass: 'secret-pass' })
const smtpTransport = (smtpUrl: string) =>
  createMailTransport({ SMTP_URL: smtpUrl, MAIL_FROM: 'Amply <no-reply@amply.test>' }, logger)

/** A worker that the test stops when it ends. */
function worker(deps: Partial<MailWorkerDeps> = {}) {
  const created = createMailWorker({ db, transport: createLocalTransport(logger), logger, ...deps })
  onTestFinished(() => created.stop())
  return created
}

const rowOf = async (id: string) => {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
  if (!row) throw new Error(`no outbox row ${id}`)
  return row
}

/** Ends the wait of a mail waiting for its retry. */
const makeDue = (id: string) =>
  db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(mailOutbox.id, id))

const waitSeconds = (row: { nextAttemptAt: Date; lastAttemptAt: Date | null }) =>
  (row.nextAttemptAt.getTime() - (row.lastAttemptAt?.getTime() ?? 0)) / 1000

describe('the outbox', () => {
  it('keeps a mail only if the transaction that queued it commits', async () => {
    const kept = await db.transaction((tx) =>
      queueMail(tx, { to: 'ada@example.com', subject: 'Kept', text: 'T' }, null),
    )
    let dropped = ''
    await expect(
      db.transaction(async (tx) => {
        dropped = (
          await queueMail(tx, { to: 'ada@example.com', subject: 'Dropped', text: 'T' }, null)
        ).id
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect((await rowOf(kept.id)).sentAt).toBeNull()
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.id, dropped))).toEqual([])
  })
})

describe('the mail worker', () => {
  it('delivers to the local outbox: keeps the text, logs the links, marks it sent', async () => {
    const link = 'http://127.0.0.1:3000/activate?token=abc'
    const { id } = await queueMail(
      db,
      {
        to: 'ada@example.com',
        subject: 'Activate',
        text: `Activate your account: ${link}.`,
      },
      null,
    )
    await worker().drain()
    expect(await rowOf(id)).toMatchObject({
      text: `Activate your account: ${link}.`,
      attempts: 1,
      lastError: null,
      failedAt: null,
    })
    expect((await rowOf(id)).sentAt).toBeInstanceOf(Date)
    expect(logs.find((entry) => entry.id === id)).toMatchObject({
      level: 'info',
      msg: 'mail written to the local outbox',
      to: 'ada@example.com',
      links: [link],
    })
  })

  it('sends over SMTP from MAIL_FROM, then forgets the text (it may hold a live link)', async () => {
    const smtp = await smtpServer()
    const { id } = await queueMail(
      db,
      {
        to: 'smtp@example.com',
        subject: 'Hello over SMTP',
        text: 'Your link: http://localhost:3000/client/reset-password/secret-token',
      },
      null,
    )
    await worker({ transport: smtpTransport(smtp.url) }).drain()
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]).toMatchObject({
      from: 'no-reply@amply.test',
      to: ['smtp@example.com'],
      user: 'mailer',
    })
    expect(smtp.received[0]?.raw).toMatch(/^Subject: Hello over SMTP$/m)
    expect(smtp.received[0]?.raw).toContain('secret-token')
    const row = await rowOf(id)
    expect(row.sentAt).toBeInstanceOf(Date)
    expect(row).toMatchObject({ text: '', html: null })
  })

  it('retries a failed send later and later (exponential backoff), then sends it', async () => {
    const smtp = await smtpServer()
    smtp.behaviour.refuseRecipients = 451 // "try again later"
    const mailWorker = worker({ transport: smtpTransport(smtp.url) })
    const { id } = await queueMail(
      db,
      { to: 'later@example.com', subject: 'Later', text: 'T' },
      null,
    )

    await mailWorker.drain()
    const first = await rowOf(id)
    expect(first).toMatchObject({ attempts: 1, sentAt: null, failedAt: null })
    expect(first.lastError).toMatch(/451/)
    expect(waitSeconds(first)).toBe(mailBackoffSeconds(1))
    // Not due yet: nothing is tried.
    expect(await mailWorker.drain()).toBe(0)

    await makeDue(id)
    await mailWorker.drain()
    const second = await rowOf(id)
    expect(second.attempts).toBe(2)
    expect(waitSeconds(second)).toBe(2 * mailBackoffSeconds(1))

    smtp.behaviour.refuseRecipients = undefined
    await makeDue(id)
    await mailWorker.drain()
    expect((await rowOf(id)).sentAt).toBeInstanceOf(Date)
    expect(smtp.received.map((mail) => mail.to)).toEqual([['later@example.com']])
  })

  it('waits at most an hour between attempts, and gives up after the last one', async () => {
    expect([1, 2, 3, 8, 9, 10].map(mailBackoffSeconds)).toEqual([30, 60, 120, 3600, 3600, 3600])
    const smtp = await smtpServer()
    smtp.behaviour.refuseRecipients = 451
    const mailWorker = worker({ transport: smtpTransport(smtp.url) })
    const { id } = await queueMail(
      db,
      { to: 'never@example.com', subject: 'Never', text: 'T' },
      null,
    )
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      await makeDue(id)
      await mailWorker.drain()
    }
    const row = await rowOf(id)
    expect(row).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, sentAt: null })
    expect(row.failedAt).toBeInstanceOf(Date)
    await makeDue(id)
    expect(await mailWorker.drain()).toBe(0)
    expect(logs.find((entry) => entry.id === id && entry.level === 'error')).toMatchObject({
      msg: 'mail given up',
    })
  })

  it('gives up at once on a mailbox the server refuses for good (550)', async () => {
    const smtp = await smtpServer()
    smtp.behaviour.refuseRecipients = 550
    const { id } = await queueMail(
      db,
      { to: 'nobody@example.com', subject: 'Gone', text: 'T' },
      null,
    )
    await worker({ transport: smtpTransport(smtp.url) }).drain()
    const row = await rowOf(id)
    expect(row.attempts).toBe(1)
    expect(row.failedAt).toBeInstanceOf(Date)
  })

  it('keeps retrying when the credentials are refused (the operator can fix them)', async () => {
    const smtp = await smtpServer()
    const { id } = await queueMail(
      db,
      { to: 'creds@example.com', subject: 'Creds', text: 'T' },
      null,
    )
    await worker({ transport: smtpTransport(smtp.url.replace('secret-pass', 'wrong')) }).drain()
    const row = await rowOf(id)
    expect(row).toMatchObject({ attempts: 1, failedAt: null, sentAt: null })
    expect(smtp.received).toHaveLength(0)
  })

  it('refuses to send in clear text when the URL asks for TLS (requireTLS=true)', async () => {
    const smtp = await smtpServer()
    const { id } = await queueMail(db, { to: 'tls@example.com', subject: 'TLS', text: 'T' }, null)
    await worker({ transport: smtpTransport(`${smtp.url}?requireTLS=true`) }).drain()
    expect((await rowOf(id)).lastError).toMatch(/STARTTLS|TLS/)
    expect(smtp.received).toHaveLength(0)
  })

  it('sends each mail once when two processes drain one outbox together', async () => {
    const smtp = await smtpServer()
    // Two pools, as two server processes would have.
    const other = createDatabaseClient(url, logger)
    onTestFinished(() => other.close())
    const subjects = Array.from({ length: 40 }, (_, n) => `Race ${n}`)
    const ids: string[] = []
    for (const subject of subjects) {
      ids.push((await queueMail(db, { to: 'race@example.com', subject, text: 'T' }, null)).id)
    }
    const first = worker({ transport: smtpTransport(smtp.url) })
    const second = worker({ db: other.db, transport: smtpTransport(smtp.url) })
    const [a, b] = await Promise.all([first.drain(), second.drain()])
    expect(a + b).toBe(subjects.length)
    const receivedSubjects = smtp.received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1])
    expect(receivedSubjects.sort()).toEqual([...subjects].sort())
    const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids))
    expect(rows.every((row) => row.attempts === 1 && row.sentAt !== null)).toBe(true)
  })

  it('once started, sends a mail as soon as it is committed, and a retry when it is due', async () => {
    const smtp = await smtpServer()
    // Woken by the commit's notification; without one, it looks again after pollMs at most.
    const mailWorker = worker({ transport: smtpTransport(smtp.url), pollMs: 200 })
    mailWorker.start()
    await db.transaction((tx) =>
      queueMail(tx, { to: 'woken@example.com', subject: 'Woken', text: 'T' }, null),
    )
    const [woken] = await smtp.receivedAtLeast(1)
    expect(woken?.to).toEqual(['woken@example.com'])

    smtp.behaviour.refuseRecipients = 451
    const { id } = await queueMail(
      db,
      { to: 'retried@example.com', subject: 'Retry', text: 'T' },
      null,
    )
    await expect.poll(async () => (await rowOf(id)).attempts).toBe(1)
    smtp.behaviour.refuseRecipients = undefined
    await makeDue(id) // nothing notifies this: the worker finds it when it looks again
    await smtp.receivedMatching(/^Subject: Retry$/m)
    await expect.poll(async () => (await rowOf(id)).sentAt).toBeInstanceOf(Date)
  })
})
