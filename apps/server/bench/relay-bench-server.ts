// The server side of the relay bench, in a process of its own (the bench's client must not share
// its event loop): `relay-bench-server.ts <database url> <provider base url>` serves the app on a
// free port, signs a user in, and prints `port token`; it ends when stdin closes. A `memory`
// line on stdin answers its heap and RSS in bytes after a full collection (run it with
// --expose-gc), as JSON on one line.
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from '../src/app'
import { createDatabaseClient } from '../src/db/client'
import { loadEnv } from '../src/env'
import { createLogger } from '../src/lib/logger'
import { login, registerActiveUser } from '../test-support/auth-flow'

const [databaseUrl, providerUrl] = process.argv.slice(2)
if (!databaseUrl || !providerUrl)
  throw new Error('Usage: relay-bench-server.ts <database url> <provider base url>')
const env = loadEnv({
  DATABASE_URL: databaseUrl,
  OPENAI_BASE_URL: providerUrl,
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'error',
})
const logger = createLogger('error')
const client = createDatabaseClient(databaseUrl, logger)
const app = createApp({ env, logger, db: client.db, jwtSecret: randomBytes(32) })
await registerActiveUser(app, client.db, 'bench@example.com')
const signedIn = (await (await login(app, 'bench@example.com')).json()) as { access_token: string }
const http = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
  process.stdout.write(`${info.port} ${signedIn.access_token}\n`)
})
process.stdin.setEncoding('utf8')
process.stdin.on('data', (chunk: string) => {
  if (!chunk.includes('memory')) return
  globalThis.gc?.()
  const { heapUsed, rss } = process.memoryUsage()
  process.stdout.write(`${JSON.stringify({ heapUsed, rss })}\n`)
})
process.stdin.on('end', () => {
  http.close(() => {
    void client.close().then(() => process.exit(0))
  })
})
