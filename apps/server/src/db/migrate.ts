import path from 'node:path'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type pg from 'pg'
import { serverDir } from '../server-dir'

/** The SQL migrations drizzle-kit writes (`pnpm db:generate`), committed with the code. */
export const migrationsFolder = path.join(serverDir, 'drizzle')

// Any fixed number: the advisory lock that lets one process migrate at a time.
const migrationLock = 0x616d706c79 // "amply"

/**
 * Applies the migrations the database has not seen yet, all in one transaction. Several server
 * processes may start at once against one database: an advisory lock makes them take turns.
 */
export async function migrateDatabase(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect()
  try {
    await connection.query('select pg_advisory_lock($1)', [migrationLock])
    await migrate(drizzle({ client: connection }), { migrationsFolder })
  } finally {
    // Closing this connection ends its session, and with it the lock.
    connection.release(true)
  }
}
