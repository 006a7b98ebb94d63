import { drizzle } from 'drizzle-orm/node-postgres'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import type { Logger } from '../lib/logger'

/** The database every module queries through (Drizzle over a node-postgres pool, `$client`). */
export type Database = NodePgDatabase & { $client: pg.Pool }

/** A transaction of that database (`db.transaction((tx) => …)`). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export interface DatabaseClient {
  db: Database
  pool: pg.Pool
  /** Waits for queries in flight, then closes every connection. */
  close: () => Promise<void>
}

export function createDatabaseClient(url: string, logger: Logger): DatabaseClient {
  const pool = new pg.Pool({ connectionString: url, application_name: 'amply' })
  // An idle connection the server drops (restart, failover) must not crash the process.
  pool.on('error', (error) => {
    logger.warn('database connection lost', { error: error.message })
  })
  // pool.end() resolves once its clients are told to end, not once their sessions are gone;
  // closing waits for those too, so that PostgreSQL can stop right after without cutting any.
  const sessions = new Set<Promise<void>>()
  pool.on('connect', (client) => {
    // The pool listens only while a connection is idle in it; one lost while checked out (in a
    // transaction when PostgreSQL restarts) would emit an unhandled 'error' and end the process.
    // Its query in flight fails on its own, which is the request's 500.
    client.on('error', (error) => {
      logger.warn('database connection lost while in use', { error: error.message })
    })
    const ended = new Promise<void>((resolve) => client.once('end', resolve))
    sessions.add(ended)
    void ended.then(() => sessions.delete(ended))
  })
  let closing: Promise<void> | undefined
  return {
    db: drizzle({ client: pool }),
    pool,
    close: () =>
      (closing ??= pool.end().then(async () => {
        await Promise.all(sessions)
      })),
  }
}
