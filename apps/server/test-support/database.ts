import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { onTestFinished } from 'vitest'
import { createDatabaseClient } from '../src/db/client'
import type { Database } from '../src/db/client'
import { scratchDatabaseServer } from './scratch-server'
import { migrateDatabase } from '../src/db/migrate'
import { createLogger } from '../src/lib/logger'
import { afterFile } from './after-file'

export interface TestDatabase {
  db: Database
  pool: pg.Pool
  /** The connection string of this database. */
  url: string
}

interface TestServer {
  url: string
  stop: () => Promise<void>
}

const logger = createLogger('error')
// Per test file: vitest gives each file a fresh module graph.
let server: Promise<TestServer> | undefined
const created: { name: string; close: () => Promise<void> }[] = []

/**
 * A database of the test file's own, created empty, migrated (unless `migrate: false`) and
 * dropped after the file's last test. It lives on the server TEST_DATABASE_URL
 * names when set (CI: the machine's PostgreSQL; its user must be allowed to create databases),
 * otherwise on an embedded PostgreSQL started in a temporary folder for the file:
 * `const { db } = await createTestDatabase()`.
 */
export async function createTestDatabase({ migrate = true } = {}): Promise<TestDatabase> {
  if (!server) {
    server = sharedOrEmbedded()
    afterFile(dropTestDatabases)
  }
  const serverUrl = (await server).url
  const name = `amply_test_${randomBytes(6).toString('hex')}`
  await onServer(serverUrl, (admin) => admin.query(`create database ${name}`))
  const url = withDatabase(serverUrl, name)
  const client = createDatabaseClient(url, logger)
  created.push({ name, close: client.close })
  if (migrate) await migrateDatabase(client.pool)
  return { db: client.db, pool: client.pool, url }
}

/** An empty temporary folder, removed when the test that asked for it ends. */
export async function temporaryDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'amply-test-'))
  onTestFinished(() => rm(dir, { recursive: true, force: true }))
  return dir
}

function sharedOrEmbedded(): Promise<TestServer> {
  return scratchDatabaseServer('test', logger)
}

/** Drops the file's databases and stops its embedded PostgreSQL. */
async function dropTestDatabases() {
  if (!server) return
  const { url, stop } = await server
  try {
    for (const { name, close } of created.splice(0)) {
      await close()
      await onServer(url, (admin) => admin.query(`drop database ${name} with (force)`))
    }
  } finally {
    server = undefined
    await stop()
  }
}

async function onServer(url: string, run: (admin: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await run(admin)
  } finally {
    await admin.end()
  }
}

function withDatabase(url: string, database: string) {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}
