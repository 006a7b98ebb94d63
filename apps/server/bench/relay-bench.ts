// Relay overhead of chat/completions: time to the first content token through the server (real
// HTTP, signed-in user, plan check, allowance, stored conversation) minus the same request sent
// straight to the fake OpenAI-compatible provider, in five rounds of 100 requests each way.
// Records each round's overhead at p50 and p95, and their medians, against the budget of
// @amply/bench/budgets (docs/benchmarks.json, docs/benchmarks.md). Run by `pnpm bench` in
// apps/server. Uses TEST_DATABASE_URL (a server it may create a database on) or an embedded
// PostgreSQL.
import { recordFigures } from '@amply/bench/record'
import { percentile } from '@amply/bench/stats'
import { chatRequest, startBenchStack } from './bench-stack'

const ROUNDS = 5
const REQUESTS = 100
const WARMUP = 20

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

const stack = await startBenchStack()
try {
  const { providerUrl, serverUrl, accessToken } = stack
  const question = 'How fast is the relay?'
  const direct = () =>
    timeToFirst(
      `${providerUrl}/chat/completions`,
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
      `${serverUrl}/ai/chat/completions`,
      chatRequest(accessToken, question),
      '"content":"Hello"',
    )

  for (let i = 0; i < WARMUP; i++) {
    await direct()
    await relayed()
  }
  const overhead50: number[] = []
  const overhead95: number[] = []
  const rows: string[] = []
  const ms = (value: number) => `${value.toFixed(2)} ms`
  for (let round = 1; round <= ROUNDS; round++) {
    const directMs: number[] = []
    const relayedMs: number[] = []
    // Interleaved, so that both see the same machine load.
    for (let i = 0; i < REQUESTS; i++) {
      directMs.push(await direct())
      relayedMs.push(await relayed())
    }
    const p50 = percentile(relayedMs, 50) - percentile(directMs, 50)
    const p95 = percentile(relayedMs, 95) - percentile(directMs, 95)
    overhead50.push(Number(p50.toFixed(2)))
    overhead95.push(Number(p95.toFixed(2)))
    rows.push(
      `| ${String(round)} | ${ms(percentile(directMs, 50))} | ${ms(percentile(relayedMs, 50))} | ${ms(p50)} | ${ms(percentile(directMs, 95))} | ${ms(percentile(relayedMs, 95))} | ${ms(p95)} |`,
    )
    console.log(`Round ${String(round)}: overhead p50 ${ms(p50)}, p95 ${ms(p95)}`)
  }

  const { withinBudget } = recordFigures(
    'server-relay-overhead',
    { 'overhead p50': overhead50, 'overhead p95': overhead95 },
    `${String(ROUNDS)} rounds of ${String(REQUESTS)} requests each way (after ${String(WARMUP)} warm-up ones), interleaved, against the local fake OpenAI-compatible provider; through the server over HTTP with a signed-in user (plan and allowance checks, the conversation stored). Time to the first content token.

| round | direct p50 | through p50 | overhead p50 | direct p95 | through p95 | overhead p95 |
|---|---|---|---|---|---|---|
${rows.join('\n')}`,
  )
  if (!withinBudget) process.exitCode = 1
} finally {
  await stack.close()
}
