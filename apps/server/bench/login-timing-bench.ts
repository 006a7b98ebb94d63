// Login answer times, a wrong password against an unknown email: both must cost one argon2id
// verification, so that the time does not tell who has an account (the test counts the
// verifications; this measures them). Records the ratio of their p50s against its band in
// @amply/bench/budgets (docs/benchmarks.json, docs/benchmarks.md). Run by `pnpm bench` in
// apps/server. Uses TEST_DATABASE_URL (a server it may create a database on) or an embedded
// PostgreSQL.
import { randomBytes } from 'node:crypto'
import { recordFigures } from '@amply/bench/record'
import { percentile } from '@amply/bench/stats'
import { createApp } from '../src/app'
import { scratchDatabase } from '../test-support/scratch-database'
import { loadEnv } from '../src/env'
import { createLogger } from '../src/lib/logger'
import { jsonRequest, registerActiveUser } from '../test-support/auth-flow'

const ROUNDS = 60
const WARMUP = 5
const logger = createLogger('error')

const database = await scratchDatabase('bench', logger)
try {
  const env = loadEnv({
    DATABASE_URL: database.url,
    PUBLIC_URL: 'http://localhost:3000',
    LOGIN_ATTEMPTS_PER_WINDOW: '100000',
  })
  const app = createApp({ env, logger, db: database.db, jwtSecret: randomBytes(32) })
  await registerActiveUser(app, database.db, 'bench@example.com')

  /** Milliseconds until the 401 of a login with a wrong password for `email`. */
  const loginMs = async (email: string) => {
    const started = performance.now()
    const response = await app.request(
      '/api/auth/clients/login',
      jsonRequest('POST', { email, password: 'not the password', turnstile_response: '' }),
    )
    const ms = performance.now() - started
    if (response.status !== 401) throw new Error(`login answered ${response.status}`)
    return ms
  }
  const wrongMs: number[] = []
  const unknownMs: number[] = []
  for (let i = 0; i < WARMUP + ROUNDS; i++) {
    // Interleaved, so that both see the same machine load.
    const wrong = await loginMs('bench@example.com')
    const unknown = await loginMs(`nobody-${i}@example.com`)
    if (i < WARMUP) continue
    wrongMs.push(wrong)
    unknownMs.push(unknown)
  }

  const row = (label: string, values: number[]) =>
    `| ${label} | ${percentile(values, 50).toFixed(1)} ms | ${percentile(values, 95).toFixed(1)} ms |`
  const ratio = percentile(unknownMs, 50) / percentile(wrongMs, 50)
  const { withinBudget } = recordFigures(
    'server-login-timing',
    { 'unknown ÷ known email at p50': Number(ratio.toFixed(2)) },
    `${String(ROUNDS)} logins each after ${String(WARMUP)} warm-up ones, interleaved, through the app in process (argon2id, m=19456 KiB, t=2, p=1).

| login | p50 | p95 |
|---|---|---|
${row('wrong password, known email', wrongMs)}
${row('unknown email', unknownMs)}`,
  )
  console.log(`Login timing: unknown ÷ known email at p50 ${ratio.toFixed(2)}`)
  if (!withinBudget) process.exitCode = 1
} finally {
  await database.drop()
}
