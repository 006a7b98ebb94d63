import { serve } from '@hono/node-server'
import type { ServerType } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { createApp } from './app'
import type { AppDeps } from './app'
import { createFileStorage } from './lib/file-storage-from-env'
import { createAccountRequests } from './modules/auth/account-requests'
import { createFileSweep } from './modules/files/file-sweep'
import { createLiveAnswers } from './modules/live-answers/live-answers'
import { openDatabase } from './db/open'
import { loadEnv } from './env'
import { standIns } from './stand-ins'
import { loadJwtSecret } from './modules/auth/jwt-secret'
import { loadTotpKeyring } from './modules/otp/totp-keys'
import { sealTotpSecrets } from './modules/otp/totp-secret-rotation'
import { keepIdleConnections } from './lib/idle-connections'
import { createLogger } from './lib/logger'
import { createMailTransport } from './modules/mail/mail-transport-from-env'
import { createMailWorker } from './modules/mail/mail-worker'
import type { MailWorker } from './modules/mail/mail-worker'
import type { DemoControls } from './modules/providers/demo-directives'

/**
 * What a test server adds to the product (test-support/main.ts); the product's entry (main.ts)
 * adds nothing.
 */
export interface ServerExtras {
  /** Lets questions steer the demo provider (providers/demo-directives.ts). */
  demoControls?: DemoControls
  /** Mounts more routes on the app, after the product's and before the web app's pages. */
  mount?: AppDeps['mount']
}

/**
 * Opens the database (embedded or DATABASE_URL, migrated), serves the app on HOST:PORT, prints
 * `Amply is running at <url>`, sends the mail outbox, and shuts down on SIGINT/SIGTERM.
 */
export async function runServer({ demoControls, mount }: ServerExtras = {}) {
  const env = (() => {
    try {
      return loadEnv()
    } catch (error) {
      // The reason, naming each variable, without a stack trace that would bury it.
      console.error((error as Error).message)
      process.exit(1)
    }
  })()
  const logger = createLogger(env.LOG_LEVEL)
  // Expected on a laptop (info); in production each is a part to replace (warn).
  const standInNote = env.NODE_ENV === 'production' ? logger.warn : logger.info
  for (const line of standIns(env)) standInNote(line)

  // The database first (embedded or DATABASE_URL, migrated), then the HTTP server.
  const opening = openDatabase(env, logger)
  let server: ServerType | undefined
  let mailWorker: MailWorker | undefined
  const stopping = new AbortController()
  const answers = createLiveAnswers({ redisUrl: env.REDIS_URL, logger })
  const storage = createFileStorage(env)
  let stopSweeping: () => void = () => undefined
  let stopSettling: () => void = () => undefined

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
    const totpKeys = await loadTotpKeyring(env)
    // TOTP secrets stored in plain text before they were encrypted are sealed now.
    const migrated = await sealTotpSecrets(database.db, totpKeys, { plainOnly: true })
    if (migrated.sealed > 0) logger.info('TOTP secrets encrypted', { count: migrated.sealed })
    const app = createApp({
      env,
      logger,
      db: database.db,
      jwtSecret,
      totpKeys,
      storage,
      answers,
      ...(demoControls ? { demoControls } : {}),
      ...(mount ? { mount } : {}),
    })
    stopSweeping = createFileSweep({ db: database.db, storage, logger }).start()
    // Registrations and reset requests a previous life answered but did not settle, and retries.
    stopSettling = createAccountRequests({
      db: database.db,
      logger,
      publicUrl: env.PUBLIC_URL,
    }).start()
    // Sends what the outbox holds, including what a previous life of the server left there.
    mailWorker = createMailWorker({
      db: database.db,
      transport: createMailTransport(env, logger),
      logger,
    })
    mailWorker.start()
    server = serve(
      { fetch: app.fetch, hostname: env.HOST, port: env.PORT },
      (info: AddressInfo) => {
        const host = ['0.0.0.0', '::'].includes(env.HOST) ? 'localhost' : env.HOST
        // The one line a person (and the e2e harness) reads to find the product.
        console.log(`Amply is running at http://${host}:${info.port}`)
      },
    )
    keepIdleConnections(server)
  }

  /**
   * Stops accepting and finishes the requests in flight (keep-alive connections close as soon as
   * they are idle; any still open after 10 s are cut) and the answers being generated (stopped
   * and stored as they are after 9 s, so their readers hear why before the cut) and the mail
   * being sent, then closes the pool and stops the embedded PostgreSQL: nothing committed is lost.
   */
  async function shutdown(signal: string) {
    if (stopping.signal.aborted) return
    stopping.abort()
    logger.info('shutting down', { signal })
    stopSweeping()
    stopSettling()
    await Promise.all([closeHttp(), answers.drain(9_000)])
    await mailWorker?.stop()
    const opened = await opening.catch(() => undefined)
    await opened?.close()
    process.exit(0)
  }

  async function closeHttp() {
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
  }
}
