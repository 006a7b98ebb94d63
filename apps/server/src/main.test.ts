import { existsSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { clusterProcesses } from './db/cluster-processes'
import { startEmbeddedPostgres } from './db/embedded'
import { createLogger } from './lib/logger'
import { createTestDatabase, temporaryDir } from './test/database'
import { startServerProcess } from './test/server-process'

// The real server process (`node --import tsx src/main.ts`), its embedded PostgreSQL in a
// temporary DATA_DIR, and writes through HTTP: a write counts as acknowledged once its 2xx
// answer has arrived, and an acknowledged write must survive whatever happens next.

const logger = createLogger('error')
// Each test starts the server (and its PostgreSQL) two or three times.
const timeout = 60_000
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
 * gone) or it has sent `perWriter`; `acked` fills with the subjects answered 2xx.
 */
function burst(baseUrl: string, { writers = 12, perWriter = 60 } = {}) {
  const acked = new Set<string>()
  let sent = 0
  const done = Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let n = 0; n < perWriter; n++) {
        const subject = `write ${writer}.${n}`
        sent++
        try {
          const response = await write(baseUrl, subject)
          if (!response.ok) return
          acked.add(subject)
        } catch {
          return // connection refused or reset: the server is gone
        }
      }
    }),
  )
  return { acked, sent: () => sent, done }
}

async function until(condition: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out.')
    await sleep(5)
  }
}

/** Every subject in the outbox of the embedded database in `dataDir`, read with no server. */
async function storedSubjects(dataDir: string) {
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

const missing = (acked: Set<string>, stored: Set<string>) =>
  [...acked].filter((s) => !stored.has(s))

/**
 * Starts the server on `dataDir` and, once a burst has 100 acknowledged writes and more in
 * flight, kills it with SIGKILL (and its PostgreSQL too, when asked). Answers the acknowledged.
 */
async function killMidBurst(dataDir: string, { withPostgres = false } = {}) {
  const server = await startServerProcess({ DATA_DIR: dataDir })
  const writes = burst(server.url)
  await until(() => writes.acked.size >= 100)
  const cluster = await clusterProcesses(path.join(dataDir, 'postgres'))
  server.child.kill('SIGKILL')
  if (withPostgres) for (const pid of cluster) process.kill(pid, 'SIGKILL')
  const inFlight = writes.sent() - writes.acked.size
  await writes.done
  expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' })
  expect(inFlight).toBeGreaterThan(0)
  return writes.acked
}

describe('the server process on its embedded PostgreSQL', () => {
  it(
    'keeps every acknowledged write when killed with SIGKILL mid-burst, and starts again on the same DATA_DIR',
    async () => {
      const dataDir = await temporaryDir()
      const acked = await killMidBurst(dataDir)
      // Its PostgreSQL outlives it: the next start has to deal with that on its own.
      expect((await clusterProcesses(path.join(dataDir, 'postgres'))).length).toBeGreaterThan(0)

      const restarted = await startServerProcess({ DATA_DIR: dataDir })
      expect((await write(restarted.url, 'after the restart')).status).toBe(201)
      restarted.child.kill('SIGTERM')
      expect(await restarted.exited).toEqual({ code: 0, signal: null })

      const stored = await storedSubjects(dataDir)
      expect(missing(acked, stored)).toEqual([])
      expect(stored.has('after the restart')).toBe(true)
    },
    timeout,
  )

  it(
    'keeps every acknowledged write when its PostgreSQL is killed with it',
    async () => {
      const dataDir = await temporaryDir()
      const acked = await killMidBurst(dataDir, { withPostgres: true })
      expect(missing(acked, await storedSubjects(dataDir))).toEqual([])
    },
    timeout,
  )

  it.each([
    { stop: 'SIGTERM to its pid', signal: 'SIGTERM', group: false },
    { stop: 'Ctrl-C (SIGINT to its whole process group)', signal: 'SIGINT', group: true },
  ] as const)(
    'on $stop mid-burst answers the requests in flight, stops its PostgreSQL and exits 0',
    async ({ signal, group }) => {
      const dataDir = await temporaryDir()
      const server = await startServerProcess({ DATA_DIR: dataDir }, { processGroup: group })
      const writes = burst(server.url)
      await until(() => writes.acked.size >= 50)
      const pid = server.child.pid ?? 0
      process.kill(group ? -pid : pid, signal)
      const ackedBefore = writes.acked.size
      await writes.done
      expect(writes.acked.size).toBeGreaterThan(ackedBefore) // requests in flight were answered
      expect(await server.exited).toEqual({ code: 0, signal: null })
      expect(await clusterProcesses(path.join(dataDir, 'postgres'))).toEqual([])
      expect(
        server
          .output()
          .split('\n')
          .filter((l) => /"level":"(warn|error)"/.test(l)),
      ).toEqual([])
      expect(missing(writes.acked, await storedSubjects(dataDir))).toEqual([])
    },
    timeout,
  )
})

describe('the server process with DATABASE_URL', () => {
  it(
    'migrates and uses that database, and starts no PostgreSQL of its own',
    async () => {
      const dataDir = await temporaryDir()
      const server = await startServerProcess({ DATABASE_URL: external.url, DATA_DIR: dataDir })
      expect((await write(server.url, 'to DATABASE_URL')).status).toBe(201)
      server.child.kill('SIGTERM')
      expect(await server.exited).toEqual({ code: 0, signal: null })
      const result = await external.pool.query('select subject from mail_outbox')
      expect(result.rows).toEqual([{ subject: 'to DATABASE_URL' }])
      expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false)
    },
    timeout,
  )
})
