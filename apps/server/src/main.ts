import { serve } from '@hono/node-server'
import type { ServerType } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { createApp } from './app'
import { openDatabase } from './db/open'
import { loadEnv } from './env'
import { loadJwtSecret } from './modules/auth/jwt-secret'
import { createLogger } from './lib/logger'
import { mailTestRoutes } from './modules/mail/mail.test-routes'

const env = loadEnv()
const logger = createLogger(env.LOG_LEVEL)

// The database first (embedded or DATABASE_URL, migrated), then the HTTP server.
const opening = openDatabase(env, logger)
let server: ServerType | undefined
const stopping = new AbortController()

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    shutdown(signal).catch((error: unknown) => {
      logger.error('shutdown failed', { error: String(error) })
      process.exit(1)
    })
  })
}

const database = await opening.catch((error: unknown) => {
  logger.error('the database did not open', { error: String(error) })
  process.exit(1)
})
// A signal during start-up: shutdown() closes the database once it is open; serve nothing.
if (!stopping.signal.aborted) {
  const jwtSecret = await loadJwtSecret(env.JWT_SECRET, env.DATA_DIR)
  const app = createApp({ env, logger, db: database.db, jwtSecret })
  if (env.NODE_ENV === 'test') app.route('/__test', mailTestRoutes({ db: database.db, logger }))
  server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, (info: AddressInfo) => {
    const host = ['0.0.0.0', '::'].includes(env.HOST) ? 'localhost' : env.HOST
    // The one line a person (and the e2e harness) reads to find the product.
    console.log(`Amply is running at http://${host}:${info.port}`)
  })
}

/**
 * Stops accepting and finishes the requests in flight (keep-alive connections close as soon as
 * they are idle; any still open after 10 s are cut), then closes the pool and stops the
 * embedded PostgreSQL: nothing committed is lost.
 */
async function shutdown(signal: string) {
  if (stopping.signal.aborted) return
  stopping.abort()
  logger.info('shutting down', { signal })
  if (server) {
    const http = server
    const closed = new Promise((resolve) => http.close(resolve))
    if ('closeIdleConnections' in http) {
      const idle = setInterval(() => {
        http.closeIdleConnections()
      }, 50)
      const cut = setTimeout(() => {
        http.closeAllConnections()
      }, 10_000)
      await closed
      clearInterval(idle)
      clearTimeout(cut)
    }
    await closed
  }
  const opened = await opening.catch(() => undefined)
  await opened?.close()
  process.exit(0)
}
