import { existsSync, mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { clusterProcesses } from './db/cluster-processes'
import { startEmbeddedPostgres } from './db/embedded'
import { createLogger } from './lib/logger'
import { createTestDatabase, temporaryDir } from '../test-support/database'
import { startServerProcess } from '../test-support/server-process'
import { createWatch } from '../test-support/watch'

// The real server process (`node --import tsx test-support/main.ts`) and writes through HTTP: a
// write counts as acknowledged once its 2xx answer has arrived, and an acknowledged write must
// survive whatever happens to the server next.

const logger = createLogger('error')
const external = await createTestDatabase({ migrate: false })

function write(baseUrl: string, subject: string) {
  return fetch(`${baseUrl}/__test/mail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to: 'crash@example.com', subject, text: `${subject}: http://a.test` }),
  })
}

/**
 * Concurrent writers, each sending one write after another until one fails (the server is
 * gone) or it has sent `perWriter`; `acked` fills with the subjects answered 2xx, and
 * `ackedAtLeast(n)` resolves once it holds n.
 */
function burst(baseUrl: string, label: string, { writers = 12, perWriter = 60 } = {}) {
  const acked = new Set<string>()
  const acks = createWatch()
  let sent = 0
  const done = Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let n = 0; n < perWriter; n++) {
        const subject = `${label} ${writer}.${n}`
        sent++
        try {
          const response = await write(baseUrl, subject)
          if (!response.ok) return
          acked.add(subject)
          acks.notify()
        } catch {
          return // connection refused or reset: the server is gone
        }
      }
    }),
  )
  const ackedAtLeast = (count: number) =>
    acks.until(() => (acked.size >= count ? true : undefined), {
      settles: done,
      error: () => new Error(`The burst ended with ${acked.size} of ${count} writes acknowledged.`),
    })
  return { acked, sent: () => sent, done, ackedAtLeast }
}

const missing = (acked: Set<string>, stored: Set<string>) =>
  [...acked].filter((s) => !stored.has(s))

const warningsIn = (output: string) =>
  output.split('\n').filter((line) => /"level":"(warn|error)"/.test(line))

// One DATA_DIR through the server's lives, in order (its cluster is created once for the
// file): each test starts from a stopped server and leaves it stopped; bursts are labelled.
describe('the server process on its embedded PostgreSQL', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'amply-test-'))
  const clusterDir = path.join(dataDir, 'postgres')
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  /** Every subject in the outbox, read through the embedded database with no server. */
  async function storedSubjects() {
    const embedded = await startEmbeddedPostgres({ dataDir, port: 0, logger })
    const client = new pg.Client({ connectionString: embedded.url })
    try {
      await client.connect()
      const result = await client.query<{ subject: string }>('select subject from mail_outbox')
      return new Set(result.rows.map((row) => row.subject))
    } finally {
      await client.end()
      await embedded.stop()
    }
  }

  /**
   * Starts the server and, once a burst has 100 acknowledged writes and more in flight, kills
   * it with SIGKILL (and its PostgreSQL too, when asked). Answers the acknowledged writes.
   */
  async function killMidBurst(label: string, { withPostgres = false } = {}) {
    const server = await startServerProcess({ DATA_DIR: dataDir })
    const writes = burst(server.url, label)
    await writes.ackedAtLeast(100)
    const cluster = await clusterProcesses(clusterDir)
    server.child.kill('SIGKILL')
    if (withPostgres) for (const pid of cluster) process.kill(pid, 'SIGKILL')
    const inFlight = writes.sent() - writes.acked.size
    await writes.done
    expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' })
    expect(inFlight).toBeGreaterThan(0)
    return writes.acked
  }

  it.each([
    { stop: 'SIGTERM to its pid', signal: 'SIGTERM', group: false },
    { stop: 'Ctrl-C (SIGINT to its whole process group)', signal: 'SIGINT', group: true },
  ] as const)(
    'on $stop mid-burst answers the requests in flight, stops its PostgreSQL and exits 0',
    async ({ stop, signal, group }) => {
      const server = await startServerProcess({ DATA_DIR: dataDir }, { processGroup: group })
      const writes = burst(server.url, stop)
      await writes.ackedAtLeast(50)
      const pid = server.child.pid ?? 0
      process.kill(group ? -pid : pid, signal)
      const ackedBefore = writes.acked.size
      await writes.done
      expect(writes.acked.size).toBeGreaterThan(ackedBefore) // requests in flight were answered
      expect(await server.exited).toEqual({ code: 0, signal: null })
      expect(await clusterProcesses(clusterDir)).toEqual([])
      expect(warningsIn(server.output())).toEqual([])
      expect(missing(writes.acked, await storedSubjects())).toEqual([])
    },
  )

  it('keeps every acknowledged write when killed with SIGKILL mid-burst, and starts again on the same DATA_DIR', async () => {
    const acked = await killMidBurst('SIGKILL')
    // Its PostgreSQL outlives it: the next start has to deal with that on its own.
    expect((await clusterProcesses(clusterDir)).length).toBeGreaterThan(0)

    const restarted = await startServerProcess({ DATA_DIR: dataDir })
    expect((await write(restarted.url, 'after the restart')).status).toBe(201)
    restarted.child.kill('SIGTERM')
    expect(await restarted.exited).toEqual({ code: 0, signal: null })

    const stored = await storedSubjects()
    expect(missing(acked, stored)).toEqual([])
    expect(stored.has('after the restart')).toBe(true)
  })

  it('keeps every acknowledged write when its PostgreSQL is killed with it', async () => {
    const acked = await killMidBurst('SIGKILL with PostgreSQL', { withPostgres: true })
    expect(missing(acked, await storedSubjects())).toEqual([])
  })
})

describe('the server process with DATABASE_URL', () => {
  it('migrates and uses that database, and starts no PostgreSQL of its own', async () => {
    const dataDir = await temporaryDir()
    const server = await startServerProcess({ DATABASE_URL: external.url, DATA_DIR: dataDir })
    expect((await write(server.url, 'to DATABASE_URL')).status).toBe(201)
    server.child.kill('SIGTERM')
    expect(await server.exited).toEqual({ code: 0, signal: null })
    const result = await external.pool.query('select subject from mail_outbox')
    expect(result.rows).toEqual([{ subject: 'to DATABASE_URL' }])
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false)
  })
})
