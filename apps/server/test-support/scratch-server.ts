import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadEnv } from '../src/env'
import type { Logger } from '../src/lib/logger'
import { startEmbeddedPostgres } from '../src/db/embedded'

export interface ScratchServer {
  url: string
  stop: () => Promise<void>
}

/**
 * A PostgreSQL server for throwaway databases (tests, benchmarks): the one TEST_DATABASE_URL
 * names when set, otherwise an embedded one in a temporary folder, removed when stopped.
 */
export async function scratchDatabaseServer(label: string, logger: Logger): Promise<ScratchServer> {
  const shared = loadEnv().TEST_DATABASE_URL
  if (shared) return { url: shared, stop: () => Promise.resolve() }
  const dataDir = await mkdtemp(path.join(tmpdir(), `amply-${label}-db-`))
  const embedded = await startEmbeddedPostgres({ dataDir, port: 0, logger })
  return {
    url: embedded.url,
    stop: async () => {
      await embedded.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
