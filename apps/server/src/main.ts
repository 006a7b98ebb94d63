import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { createApp } from './app'
import { loadEnv } from './env'
import { createLogger } from './lib/logger'

const env = loadEnv()
const logger = createLogger(env.LOG_LEVEL)
const app = createApp({ env, logger })

const server = serve(
  { fetch: app.fetch, hostname: env.HOST, port: env.PORT },
  (info: AddressInfo) => {
    const host = ['0.0.0.0', '::'].includes(env.HOST) ? 'localhost' : env.HOST
    // The one line a person (and the e2e harness) reads to find the product.
    console.log(`Amply is running at http://${host}:${info.port}`)
  },
)

let stopping = false
function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  logger.info('shutting down', { signal })
  // Finish requests in flight, then exit; a second signal or 10 s forces the exit.
  server.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 10_000).unref()
}
process.on('SIGINT', () => {
  shutdown('SIGINT')
})
process.on('SIGTERM', () => {
  shutdown('SIGTERM')
})
