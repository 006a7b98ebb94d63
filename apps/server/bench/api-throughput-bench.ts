// Throughput and tail latency of two everyday calls, the profile (`GET auth/clients/profile`)
// and the model list (`POST client/models`), at 50 concurrent connections (autocannon, in this
// process; the server in a process of its own on a scratch database). Records requests per
// second and p99 (docs/benchmarks.json, docs/benchmarks.md). The project sets no budget for them:
// they are recorded for comparison, and the run fails only if a call errs or answers anything
// but 2xx.
import { recordFigures } from '@amply/bench/record'
import autocannon from 'autocannon'
import { startBenchStack } from './bench-stack'

const CONNECTIONS = 50
const SECONDS = 10

const stack = await startBenchStack()
try {
  const headers = {
    authorization: `Bearer ${stack.accessToken}`,
    'content-type': 'application/json',
  }
  const calls = [
    { label: 'profile', method: 'GET' as const, path: '/api/auth/clients/profile' },
    {
      label: 'model list',
      method: 'POST' as const,
      path: '/api/client/models',
      body: JSON.stringify({ ai_model_type: '' }),
    },
  ]
  const rows: string[] = []
  const figures: Record<string, number> = {}
  let failed = false
  for (const call of calls) {
    const url = `${stack.serverUrl}${call.path}`
    // A short warm-up (JIT, pools), then the measured run.
    await autocannon({
      url,
      method: call.method,
      headers,
      body: call.body,
      connections: CONNECTIONS,
      duration: 2,
    })
    const result = await autocannon({
      url,
      method: call.method,
      headers,
      body: call.body,
      connections: CONNECTIONS,
      duration: SECONDS,
    })
    const bad = result.errors + result.timeouts + result.non2xx
    failed ||= bad > 0 || result.requests.total === 0
    rows.push(
      `| ${call.label} (\`${call.method} ${call.path}\`) | ${result.requests.average.toFixed(0)} | ${result.latency.p50.toFixed(1)} ms | ${result.latency.p99.toFixed(1)} ms | ${String(bad)} |`,
    )
    figures[`${call.label} throughput`] = Math.round(result.requests.average)
    figures[`${call.label} p99`] = Number(result.latency.p99.toFixed(1))
    console.log(
      `${call.label}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99.toFixed(1)} ms, ${String(bad)} failed`,
    )
  }
  recordFigures(
    'server-api-throughput',
    figures,
    `autocannon, ${String(CONNECTIONS)} concurrent connections for ${String(SECONDS)} s per call after a 2 s warm-up, a signed-in user (every call checks its session in PostgreSQL), the server in a process of its own. A failed or non-2xx answer fails the run.

| call | requests/s | p50 | p99 | failed |
|---|---|---|---|---|
${rows.join('\n')}`,
  )
  if (failed) process.exitCode = 1
} finally {
  await stack.close()
}
