import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm'
import type pg from 'pg'
import type { Database } from '../../db/client'
import { mailOutbox } from '../../db/schema/mail-outbox'
import type { Logger } from '../../lib/logger'
import { MAIL_CHANNEL } from './mail-outbox'
import { MailRefused } from './mail-transport'
import type { MailTransport } from './mail-transport'

/** Sends tried before a mail is given up (about three hours of backoff in all). */
export const MAIL_MAX_ATTEMPTS = 10

/** Seconds to wait after the n-th failed send: 30 s, doubling, at most an hour. */
export function mailBackoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** (attempts - 1), 3600)
}

export interface MailWorkerDeps {
  db: Database
  transport: MailTransport
  logger: Logger
  /** The longest wait between two looks at the outbox when nothing wakes the worker. */
  pollMs?: number
}

/** Mails that may go now: not sent, not given up, their wait over (the database's clock). */
const due = and(
  isNull(mailOutbox.sentAt),
  isNull(mailOutbox.failedAt),
  lte(mailOutbox.nextAttemptAt, sql`now()`),
)

/**
 * Sends the mails of the outbox. Each is claimed with `FOR UPDATE SKIP LOCKED` in a transaction
 * held while it is sent: workers of several processes on one database never take the same
 * mail, and a worker that dies lets go of its mail at once (its connection closes, its
 * transaction rolls back), so the next worker sends it. A failure waits (exponential backoff)
 * and is tried again; a refusal for good, or the last attempt, gives the mail up (logged as an
 * error). A mail sent whose row could not be marked (the database lost at that moment) goes
 * out again: at least once, never lost.
 */
export function createMailWorker({ db, transport, logger, pollMs = 30_000 }: MailWorkerDeps) {
  let stopped = false
  // A function, not the variable: it changes while the loop awaits.
  const isStopped = () => stopped
  let nudged = false
  const idle = () => undefined
  let wake: () => void = idle
  let loop: Promise<void> | undefined
  let listener: pg.PoolClient | undefined
  let relisten: NodeJS.Timeout | undefined

  /** Claims the next due mail and tries it; false when none is due. */
  async function sendNext(): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(mailOutbox)
        .where(due)
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(1)
        .for('update', { skipLocked: true })
      if (!row) return false
      const attempts = row.attempts + 1
      const tried = { attempts, lastAttemptAt: sql`now()` }
      const mail = { id: row.id, to: row.to, subject: row.subject, text: row.text }
      try {
        const sent = await transport.send(row.html ? { ...mail, html: row.html } : mail)
        // Handed over: the text may hold a live link or code, which only the mailbox needs.
        const forget = transport.kind === 'smtp' ? { text: '', html: null } : {}
        await tx
          .update(mailOutbox)
          .set({ ...tried, ...forget, sentAt: sql`now()`, lastError: null })
          .where(eq(mailOutbox.id, row.id))
        if (transport.kind === 'smtp') {
          logger.info('mail sent over SMTP', { id: row.id, message_id: sent.id, to: row.to })
        }
      } catch (error) {
        const lastError = String(error)
        const context = { id: row.id, to: row.to, subject: row.subject, attempts, error: lastError }
        if (error instanceof MailRefused || attempts >= MAIL_MAX_ATTEMPTS) {
          await tx
            .update(mailOutbox)
            .set({ ...tried, lastError, failedAt: sql`now()` })
            .where(eq(mailOutbox.id, row.id))
          logger.error('mail given up', context)
        } else {
          const wait = mailBackoffSeconds(attempts)
          await tx
            .update(mailOutbox)
            .set({
              ...tried,
              lastError,
              nextAttemptAt: sql`now() + ${wait} * interval '1 second'`,
            })
            .where(eq(mailOutbox.id, row.id))
          logger.warn('mail not sent, will retry', { ...context, retry_in_s: wait })
        }
      }
      return true
    })
  }

  /** Tries every due mail once; answers how many it tried. */
  async function drain(): Promise<number> {
    let tried = 0
    while (!isStopped() && (await sendNext())) tried++
    return tried
  }

  /** Milliseconds until the next mail waiting for a retry is due, at most `pollMs`. */
  async function untilNextDue(): Promise<number> {
    const [next] = await db
      .select({
        // numeric: node-postgres answers it as a string.
        ms: sql<string | null>`extract(epoch from min(${mailOutbox.nextAttemptAt}) - now()) * 1000`,
      })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)))
    const ms = next?.ms == null ? pollMs : Number(next.ms)
    return Math.min(Math.max(Math.ceil(ms), 0), pollMs)
  }

  /** A mail was committed (here or by another process): look at once. */
  function nudge() {
    nudged = true
    wake()
  }

  /** Whether a nudge came since the last call. */
  function takeNudge() {
    const came = nudged
    nudged = false
    return came
  }

  /** LISTEN on a connection of its own; lost, it is taken again after `pollMs` (polling goes on). */
  async function listen() {
    let client: pg.PoolClient | undefined
    const lost = (error: unknown) => {
      if (!client) return
      logger.warn('mail worker: no wake-up connection, polling meanwhile', { error: String(error) })
      if (listener === client) listener = undefined
      client.release(true)
      client = undefined
      if (!isStopped()) relisten = setTimeout(() => void listen(), pollMs)
    }
    try {
      client = await db.$client.connect()
      client.on('notification', nudge)
      client.on('error', lost)
      await client.query(`listen ${MAIL_CHANNEL}`)
      listener = client
      if (isStopped()) stopListening()
    } catch (error) {
      if (client) lost(error)
      else if (!isStopped()) {
        logger.warn('mail worker: no wake-up connection, polling meanwhile', {
          error: String(error),
        })
        relisten = setTimeout(() => void listen(), pollMs)
      }
    }
    nudge() // a mail committed before the LISTEN would not have woken the worker
  }

  function stopListening() {
    clearTimeout(relisten)
    const client = listener
    listener = undefined
    client?.release(true)
  }

  async function run() {
    while (!isStopped()) {
      let wait = pollMs
      try {
        await drain()
        wait = await untilNextDue()
      } catch (error) {
        logger.warn('mail worker: the outbox could not be read', { error: String(error) })
      }
      if (isStopped() || takeNudge()) continue
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait)
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      wake = idle
    }
  }

  return {
    drain,
    /** Sends mail from now on: at once when one is committed, and retries when they are due. */
    start() {
      loop ??= run()
      void listen()
    },
    /** Finishes the mail being sent, then stops; the rest waits in the outbox for a next start. */
    async stop() {
      stopped = true
      wake()
      await loop
      stopListening()
      transport.close()
    },
  }
}

export type MailWorker = ReturnType<typeof createMailWorker>
