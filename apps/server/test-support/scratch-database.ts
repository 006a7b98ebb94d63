import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { Logger } from '../src/lib/logger'
import { createDatabaseClient } from '../src/db/client'
import { migrateDatabase } from '../src/db/migrate'
import { scratchDatabaseServer } from './scratch-server'

async function admin(url: string, query: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(query)
  } finally {
    await client.end()
  }
}

/**
 * A throwaway migrated database for a benchmark, on a scratch server (TEST_DATABASE_URL's, or
 * an embedded PostgreSQL); `drop()` removes the database and stops what was started for it.
 */
export async function scratchDatabase(label: string, logger: Logger) {
  const server = await scratchDatabaseServer(label, logger)
  const name = `amply_${label}_${randomBytes(6).toString('hex')}`
  await admin(server.url, `create database ${name}`)
  const url = new URL(server.url)
  url.pathname = `/${name}`
  const client = createDatabaseClient(url.toString(), logger)
  const drop = async () => {
    await client.close()
    await admin(server.url, `drop database ${name} with (force)`)
    await server.stop()
  }
  try {
    await migrateDatabase(client.pool)
  } catch (error) {
    await drop()
    throw error
  }
  return { url: url.toString(), db: client.db, drop }
}
