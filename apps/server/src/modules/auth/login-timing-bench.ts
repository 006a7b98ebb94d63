// Login answer times, a wrong password against an unknown email: both must cost one argon2id
// verification, so that the time does not tell who has an account (the test counts the
// verifications; this measures them). Records the figures in docs/benchmarks.md; out of class
// when the p50s differ by more than a quarter. Run by `pnpm bench` in apps/server. Uses
// TEST_DATABASE_URL (a server it may create a database on) or an embedded PostgreSQL.
import { randomBytes } from 'node:crypto'
import { overBudget } from '@amply/bench/figures'
import type { Figure } from '@amply/bench/figures'
import { recordBenchmark } from '@amply/bench/record'
import { percentile } from '@amply/bench/stats'
import { createApp } from '../../app'
import { scratchDatabase } from '../../db/scratch-database'
import { loadEnv } from '../../env'
import { createLogger } from '../../lib/logger'
import { jsonRequest, registerActiveUser } from '../../test/auth-flow'

const ROUNDS = 60
const WARMUP = 5
const MAX_RATIO = 1.25
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
  const figure: Figure = {
    name: 'unknown ÷ known email at p50',
    value: Number(ratio.toFixed(2)),
    unit: '',
    min: Number((1 / MAX_RATIO).toFixed(2)),
    max: MAX_RATIO,
  }
  const within = !overBudget(figure)
  recordBenchmark({
    id: 'server-login-timing',
    body: `## Login: a wrong password against an unknown email

Command: \`pnpm bench\` (apps/server: \`src/modules/auth/login-timing-bench.ts\`), ${new Date().toISOString().slice(0, 10)}. ${ROUNDS} logins each after ${WARMUP} warm-up ones, interleaved, through the app in process (argon2id, m=19456 KiB, t=2, p=1).

| figure | p50 | p95 |
|---|---|---|
${row('wrong password, known email', wrongMs)}
${row('unknown email', unknownMs)}

Unknown ÷ known at p50: ${ratio.toFixed(2)}; same class within ${(1 / MAX_RATIO).toFixed(2)}–${MAX_RATIO.toFixed(2)} ${within ? '(within)' : '(OUT)'}.`,
    figures: [figure],
  })
  console.log(`Login timing: unknown ÷ known email at p50 ${ratio.toFixed(2)}`)
  if (!within) process.exitCode = 1
} finally {
  await database.drop()
}
