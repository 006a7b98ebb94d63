import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'
import type { AppDeps } from '../app'
import { createApp } from '../app'
import { loadEnv } from '../env'
import { createLogger } from '../lib/logger'
import type { Database } from '../db/client'
import { KEY_BYTES, createKeyring } from '../modules/auth/secret-box'

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

/** The real app on a test database, with the environment a test gives (defaults otherwise). */
export function createTestApp(
  db: Database,
  env: Record<string, string> = {},
  overrides: Partial<Omit<AppDeps, 'env' | 'db'>> = {},
) {
  return createApp({
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
}
