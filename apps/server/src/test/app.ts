import type { AppDeps } from '../app'
import { createApp } from '../app'
import { loadEnv } from '../env'
import { createLogger } from '../lib/logger'
import type { Database } from '../db/client'

export const testJwtSecret = new TextEncoder().encode('a-test-secret-of-at-least-32-characters')

/** The real app on a test database, with the environment a test gives (defaults otherwise). */
export function createTestApp(
  db: Database,
  env: Record<string, string> = {},
  overrides: Partial<Omit<AppDeps, 'env' | 'db'>> = {},
) {
  return createApp({
    env: loadEnv({ PUBLIC_URL: 'http://localhost:3000', ...env }),
    logger: createLogger('error'),
    db,
    jwtSecret: testJwtSecret,
    ...overrides,
  })
}
