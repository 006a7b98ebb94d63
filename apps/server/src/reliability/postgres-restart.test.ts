import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { addresses } from '../db/schema/auth'
import { createDatabaseClient } from '../db/client'
import { startEmbeddedPostgres } from '../db/embedded'
import { migrateDatabase } from '../db/migrate'
import { createLogger } from '../lib/logger'
import { createTestApp } from '../../test-support/app'
import { bearer, jsonRequest } from '../../test-support/auth-flow'
import { signedInUser } from '../../test-support/chat-flow'

// PostgreSQL of its own (embedded, in a temporary folder) so that it can be stopped and started
// again under load without touching the shared server. The app is not restarted: its pool must
// recover by itself, and every write it acknowledged must be there afterwards.

const logger = createLogger('error')
const dataDir = await mkdtemp(path.join(tmpdir(), 'amply-pg-restart-'))
let postgres = await startEmbeddedPostgres({ dataDir, port: 0, logger })
const port = Number(new URL(postgres.url).port)
const client = createDatabaseClient(postgres.url, logger)
await migrateDatabase(client.pool)
const app = createTestApp(client.db)
const token = await signedInUser(app, client.db, 'restart@example.com')
afterAll(async () => {
  await client.close()
  await postgres.stop()
  await rm(dataDir, { recursive: true, force: true })
})

/** Writers adding addresses one after another until stopped; acknowledged = answered 2xx. */
function writeLoad(writers: number) {
  const acked = new Set<string>()
  const failures: number[] = []
  let stopped = false
  let next = 0
  const done = Promise.all(
    Array.from({ length: writers }, async () => {
      while (!stopped) {
        const name = `Writer address ${String(next++)}`
        const response = await app.request(
          '/api/client/address',
          jsonRequest(
            'POST',
            { name, line1: '1 Load Street', city: 'Testville', country: 'GB' },
            bearer(token),
          ),
        )
        await response.text()
        if (response.ok) acked.add(name)
        else failures.push(response.status)
      }
    }),
  )
  return {
    acked,
    failures,
    stop: async () => {
      stopped = true
      await done
    },
  }
}

describe('PostgreSQL restarted under load', () => {
  it('the server recovers by itself and loses no acknowledged write', async () => {
    const load = writeLoad(6)
    await expect.poll(() => load.acked.size, { timeout: 60_000 }).toBeGreaterThanOrEqual(30)

    await postgres.stop()
    // Requests meet the outage: they fail (no crash, no hang) while it lasts.
    const failedBefore = load.failures.length
    await expect
      .poll(() => load.failures.length, { timeout: 60_000 })
      .toBeGreaterThan(failedBefore + 5)
    postgres = await startEmbeddedPostgres({ dataDir, port, logger })

    const ackedAtRestart = load.acked.size
    await expect
      .poll(() => load.acked.size, { timeout: 60_000 })
      .toBeGreaterThanOrEqual(ackedAtRestart + 30)
    await load.stop()
    // No connection stays checked out by a request the outage broke (a leak would also keep
    // closing the pool waiting forever).
    expect(client.pool.totalCount - client.pool.idleCount).toBe(0)

    // Refused while it lasted (503 once the error says the database is away; see
    // database-unavailable.test.ts), never hanging and never an answer that claims success.
    expect(load.failures.every((status) => status === 503 || status === 500)).toBe(true)
    expect(load.failures).toContain(503)
    const stored = new Set((await client.db.select().from(addresses)).map((row) => row.name))
    expect([...load.acked].filter((name) => !stored.has(name))).toEqual([])
  })
})
