import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'
import type { AppDeps } from '../src/app'
import { createApp } from '../src/app'
import { loadEnv } from '../src/env'
import { createLogger } from '../src/lib/logger'
import type { Database } from '../src/db/client'
import { KEY_BYTES, createKeyring } from '../src/modules/auth/secret-box'

export const testJwtSecret = new TextEncoder().encode('a-test-secret-of-at-least-32-characters')

/** One TOTP key for every test app, so that apps of one test file share their users' secrets. */
export const testTotpKeys = createKeyring(Buffer.alloc(KEY_BYTES, 7))

// The test file's own DATA_DIR (uploads), unless a test names one: never the developer's .data.
const dataDir = mkdtempSync(path.join(tmpdir(), 'amply-data-'))
/**
 * A built web app of two files, so that page answers never depend on whether apps/web/dist
 * happens to exist (without one, every page is a 503; a fuzzed share path once hit that).
 */
const webDistDir = mkdtempSync(path.join(tmpdir(), 'amply-web-dist-'))
writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Amply</title>')
writeFileSync(path.join(webDistDir, 'app.html'), '<!doctype html><title>Amply app</title>')
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(webDistDir, { recursive: true, force: true })
})

/**
 * What @hono/node-server hands a request about its connection: a socket from `address`. Pass it
 * as `app.request`'s third argument to send from a given client address.
 */
export const connectedFrom = (address: string) => ({
  incoming: { socket: { remoteAddress: address, remotePort: 50_000, remoteFamily: 'IPv4' } },
})

/** A client address of its own (TEST-NET-3), so per-IP limits stay out of the way. */
const someAddress = () => `203.0.113.${String(Math.floor(Math.random() * 254) + 1)}`

/**
 * The real app on a test database, with the environment a test gives (defaults otherwise). Each
 * request comes over a connection of its own from some address (no proxy is trusted, as by
 * default), unless the test gives one with `connectedFrom`.
 */
export function createTestApp(
  db: Database,
  env: Record<string, string> = {},
  overrides: Partial<Omit<AppDeps, 'env' | 'db'>> = {},
) {
  const app = createApp({
    env: loadEnv({
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDistDir,
      ...env,
    }),
    logger: createLogger('error'),
    db,
    jwtSecret: testJwtSecret,
    totpKeys: testTotpKeys,
    ...overrides,
  })
  const request = app.request
  app.request = (input, init, bindings, context) =>
    request(input, init, bindings ?? connectedFrom(someAddress()), context)
  return app
}
