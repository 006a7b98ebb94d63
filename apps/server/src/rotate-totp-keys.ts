import path from 'node:path'
import { clusterProcesses, readPostmasterPid } from './db/cluster-processes'
import { openDatabase } from './db/open'
import { loadEnv } from './env'
import { createLogger } from './lib/logger'
import { loadTotpKeyring } from './modules/otp/totp-keys'
import { sealTotpSecrets } from './modules/otp/totp-secret-rotation'

// `pnpm --filter @amply/server totp:rotate-keys`: seals every TOTP secret under the current
// TOTP_ENCRYPTION_KEY, opening the older ones with TOTP_ENCRYPTION_OLD_KEYS. Run it once every
// server process has the new key; afterwards the old keys can be removed. With the embedded
// database, stop the server first (one process at a time opens it). See docs/auth.md.

const env = loadEnv()
const logger = createLogger(env.LOG_LEVEL)
if (!env.DATABASE_URL && (await embeddedDatabaseRunning(env.DATA_DIR))) {
  // Opening it here would stop the server's PostgreSQL under it.
  logger.error('the embedded database is running: stop the server, then run this again')
  process.exit(1)
}
const database = await openDatabase(env, logger)
try {
  const keyring = await loadTotpKeyring(env)
  const report = await sealTotpSecrets(database.db, keyring, { plainOnly: false })
  logger.info('TOTP secrets sealed under the current key', {
    key_id: keyring.current.id,
    ...report,
  })
  if (report.unreadable > 0) {
    logger.error('some TOTP secrets are sealed with a key that is not configured', { ...report })
    process.exitCode = 1
  }
} finally {
  await database.close()
}

async function embeddedDatabaseRunning(dataDir: string) {
  const clusterDir = path.join(dataDir, 'postgres')
  const postmaster = await readPostmasterPid(path.join(clusterDir, 'postmaster.pid'))
  return postmaster !== undefined && (await clusterProcesses(clusterDir, postmaster)).length > 0
}
