// Relay overhead of chat/completions: time to the first content token through the server (real
// HTTP, signed-in user, plan check, allowance, stored conversation) minus the same request sent
// straight to the fake OpenAI-compatible provider, over 200 requests each. Records the figures
// in docs/benchmarks.md; the budget is 5 ms at p50. Run by `pnpm bench` in apps/server. Uses
// TEST_DATABASE_URL (a server it may create a database on) or an embedded PostgreSQL.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
// The recorder is not a dependency of the server: linking it would need a new install.
import { recordBenchmark } from '@amply/bench/record'
import { createDatabaseClient } from '../../db/client'
import { migrateDatabase } from '../../db/migrate'
import { scratchDatabaseServer } from '../../db/scratch-server'
import { createLogger } from '../../lib/logger'

const REQUESTS = 200
const WARMUP = 20
const BUDGET_MS = 5
const logger = createLogger('error')

async function admin(url: string, query: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(query)
  } finally {
    await client.end()
  }
}

/** Milliseconds from sending `init` to `url` until the first chunk holding `marker` arrives. */
async function timeToFirst(url: string, init: RequestInit, marker: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(url, init)
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`)
  const reader = (response.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  let text = ''
  let elapsed: number | undefined
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    text += decoder.decode(value, { stream: true })
    if (elapsed === undefined && text.includes(marker)) elapsed = performance.now() - started
  }
  if (elapsed === undefined) throw new Error(`${url} never sent ${marker}`)
  return elapsed
}

/** A script of this folder as a process of its own; answers its first line of output. */
async function startProcess(script: string, args: string[] = []) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, script), ...args],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  )
  const [line] = (await once(child.stdout, 'data')) as [Buffer]
  return {
    line: line.toString().trim(),
    close: async () => {
      child.stdin.end()
      await once(child, 'exit')
    },
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

const database = await scratchDatabaseServer('bench', logger)
const name = `amply_bench_${randomBytes(6).toString('hex')}`
await admin(database.url, `create database ${name}`)
const dbUrl = new URL(database.url)
dbUrl.pathname = `/${name}`
const client = createDatabaseClient(dbUrl.toString(), logger)
// Client, server and provider each in a process of their own, as in production.
const provider = await startProcess('../providers/fake-openai-main.ts')
const fake = { baseUrl: provider.line, close: provider.close }
try {
  await migrateDatabase(client.pool)
  // Enough allowance for the whole run.
  await client.db.execute(
    sql`update plan_credits set daily_limit = 1000000, monthly_limit = 1000000`,
  )
  const server = await startProcess('relay-bench-server.ts', [dbUrl.toString(), fake.baseUrl])

  const [port = '', accessToken = ''] = server.line.split(' ')
  const directMs: number[] = []
  const relayedMs: number[] = []
  try {
    const question = 'How fast is the relay?'
    const direct = () =>
      timeToFirst(
        `${fake.baseUrl}/chat/completions`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            model: 'gpt-4o-mini',
            stream: true,
            messages: [{ role: 'user', content: question }],
          }),
        },
        '"content":"Hello"',
      )
    const relayed = () =>
      timeToFirst(
        `http://127.0.0.1:${port}/ai/chat/completions`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
          body: JSON.stringify({
            ai_model_id: 'gpt-4o-mini',
            action: { type: 'chat' },
            client_agent: { type: 'browser', agent: 'bench' },
            messages: [{ role: 'user', content: question }],
          }),
        },
        '"content":"Hello"',
      )

    for (let i = 0; i < WARMUP; i++) {
      await direct()
      await relayed()
    }
    // Interleaved, so that both see the same machine load.
    for (let i = 0; i < REQUESTS; i++) {
      directMs.push(await direct())
      relayedMs.push(await relayed())
    }
  } finally {
    await server.close()
  }

  const row = (label: string, values: number[]) =>
    `| ${label} | ${percentile(values, 50).toFixed(2)} ms | ${percentile(values, 95).toFixed(2)} ms |`
  const overhead50 = percentile(relayedMs, 50) - percentile(directMs, 50)
  const overhead95 = percentile(relayedMs, 95) - percentile(directMs, 95)
  const within = overhead50 <= BUDGET_MS
  recordBenchmark({
    id: 'server-relay-overhead',
    body: `## Chat relay overhead (time to first token)

Command: \`pnpm bench\` (apps/server: \`src/modules/chat/relay-bench.ts\`), ${new Date().toISOString().slice(0, 10)}. ${REQUESTS} requests each way after ${WARMUP} warm-up ones, interleaved, against the local fake OpenAI-compatible provider; through the server over HTTP with a signed-in user (plan and allowance checks, the conversation stored).

| figure | p50 | p95 |
|---|---|---|
${row('direct to the provider', directMs)}
${row('through the server', relayedMs)}
| overhead (through − direct) | ${overhead50.toFixed(2)} ms | ${overhead95.toFixed(2)} ms |

Budget: ${BUDGET_MS} ms at p50 ${within ? '(within)' : '(OVER)'}.`,
  })
  console.log(
    `Relay overhead: p50 ${overhead50.toFixed(2)} ms, p95 ${overhead95.toFixed(2)} ms (budget ${BUDGET_MS} ms at p50)`,
  )
  if (!within) process.exitCode = 1
} finally {
  await fake.close()
  await client.close()
  await admin(database.url, `drop database ${name} with (force)`)
  await database.stop()
}
