import type { Env } from '../env'
import type { Logger } from '../lib/logger'
import { createDatabaseClient } from './client'
import type { Database } from './client'
import { startEmbeddedPostgres } from './embedded'
import { migrateDatabase } from './migrate'

export interface OpenDatabase {
  db: Database
  /** Closes the pool (queries in flight finish first), then stops the embedded PostgreSQL. */
  close: () => Promise<void>
}

/**
 * The server's database, ready for queries: `DATABASE_URL` when set, otherwise the embedded
 * PostgreSQL in `DATA_DIR/postgres`; migrated to the schema of this code either way.
 */
export async function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'EMBEDDED_POSTGRES_PORT'>,
  logger: Logger,
): Promise<OpenDatabase> {
  let url = env.DATABASE_URL
  let stopEmbedded = () => Promise.resolve()
  if (url === undefined) {
    const embedded = await startEmbeddedPostgres({
      dataDir: env.DATA_DIR,
      port: env.EMBEDDED_POSTGRES_PORT,
      logger,
    })
    url = embedded.url
    stopEmbedded = embedded.stop
  }
  const client = createDatabaseClient(url, logger)
  const close = async () => {
    await client.close()
    await stopEmbedded()
  }
  try {
    await migrateDatabase(client.pool)
  } catch (error) {
    await close()
    throw error
  }
  return { db: client.db, close }
}
