// Relay overhead of chat/completions: time to the first content token through the server (real
// HTTP, signed-in user, plan check, allowance, stored conversation) minus the same request sent
// straight to the fake OpenAI-compatible provider, over 200 requests each. Records the figures
// in docs/benchmarks.md; the budget is 5 ms at p50. Run by `pnpm bench` in apps/server. Uses
// TEST_DATABASE_URL (a server it may create a database on) or an embedded PostgreSQL.
import { overBudget } from '@amply/bench/figures'
import { recordBenchmark } from '@amply/bench/record'
import { percentile } from '@amply/bench/stats'
import { chatRequest, startBenchStack } from '../../bench/bench-stack'

const REQUESTS = 200
const WARMUP = 20
const BUDGET_MS = 5

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
  const directMs: number[] = []
  const relayedMs: number[] = []
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
  // Interleaved, so that both see the same machine load.
  for (let i = 0; i < REQUESTS; i++) {
    directMs.push(await direct())
    relayedMs.push(await relayed())
  }

  const row = (label: string, values: number[]) =>
    `| ${label} | ${percentile(values, 50).toFixed(2)} ms | ${percentile(values, 95).toFixed(2)} ms |`
  const overhead50 = percentile(relayedMs, 50) - percentile(directMs, 50)
  const overhead95 = percentile(relayedMs, 95) - percentile(directMs, 95)
  const figures = [
    { name: 'overhead p50', value: Number(overhead50.toFixed(2)), unit: 'ms', max: BUDGET_MS },
    { name: 'overhead p95', value: Number(overhead95.toFixed(2)), unit: 'ms' },
  ]
  const within = !figures.some(overBudget)
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
    figures,
  })
  console.log(
    `Relay overhead: p50 ${overhead50.toFixed(2)} ms, p95 ${overhead95.toFixed(2)} ms (budget ${BUDGET_MS} ms at p50)`,
  )
  if (!within) process.exitCode = 1
} finally {
  await stack.close()
}
