// The server's memory over 1,000 chats (each a new conversation streamed to its end through
// the relay, 10 at a time): heap after a full collection, sampled every 100 chats. Budget: no
// growth after the first hundred (what is kept per answer must be released), allowing a little
// noise. Records in docs/benchmarks.md.
import { recordBenchmark } from '@amply/bench/record'
import { overBudget } from '@amply/bench/figures'
import type { Figure } from '@amply/bench/figures'
import { chatRequest, startBenchStack } from './bench-stack'

const CHATS = 1000
const SAMPLE_EVERY = 100
const CONCURRENCY = 10
/** Heap growth from the 100th to the 1,000th chat that still counts as none (GC noise), MB. */
const MAX_GROWTH_MB = 4

const MB = 1024 * 1024

const stack = await startBenchStack(['--expose-gc'])
try {
  const heapMb = async () => {
    const { heapUsed, rss } = JSON.parse(await stack.askServer('memory')) as {
      heapUsed: number
      rss: number
    }
    return { heap: heapUsed / MB, rss: rss / MB }
  }
  async function chat(i: number) {
    const response = await fetch(
      `${stack.serverUrl}/ai/chat/completions`,
      chatRequest(stack.accessToken, `Question number ${String(i)}`),
    )
    if (!response.ok) throw new Error(`chat ${String(i)} answered ${String(response.status)}`)
    await response.text()
  }
  const samples: { chats: number; heap: number; rss: number }[] = []
  for (let done = 0; done < CHATS; done += CONCURRENCY) {
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, k) => chat(done + k)))
    const chats = done + CONCURRENCY
    if (chats % SAMPLE_EVERY === 0) samples.push({ chats, ...(await heapMb()) })
  }
  const first = samples[0]
  const last = samples.at(-1)
  if (!first || !last) throw new Error('No memory samples')
  const growth: Figure = {
    name: `heap growth from ${String(first.chats)} to ${String(last.chats)} chats`,
    value: Number((last.heap - first.heap).toFixed(1)),
    unit: 'MB',
    max: MAX_GROWTH_MB,
  }
  const figures: Figure[] = [
    growth,
    {
      name: `heap after ${String(last.chats)} chats`,
      value: Number(last.heap.toFixed(1)),
      unit: 'MB',
    },
    {
      name: `RSS after ${String(last.chats)} chats`,
      value: Number(last.rss.toFixed(1)),
      unit: 'MB',
    },
  ]
  recordBenchmark({
    id: 'server-chat-memory',
    body: `## Server memory over 1,000 chats

Command: \`pnpm bench\` (apps/server: \`src/bench/chat-memory-bench.ts\`), ${new Date().toISOString().slice(0, 10)}. ${String(CHATS)} chats (each a new conversation, streamed to its end, ${String(CONCURRENCY)} at a time) through the server against the fake provider; the server's heap after a full collection (\`--expose-gc\`) every ${String(SAMPLE_EVERY)} chats. Budget: no growth after the first hundred, within ${String(MAX_GROWTH_MB)} MB of noise: ${growth.value} MB ${overBudget(growth) ? '(OVER)' : '(within)'}.

| chats | heap | RSS |
|---|---|---|
${samples.map((s) => `| ${String(s.chats)} | ${s.heap.toFixed(1)} MB | ${s.rss.toFixed(1)} MB |`).join('\n')}`,
    figures,
  })
  console.log(
    `Heap growth from ${String(first.chats)} to ${String(last.chats)} chats: ${String(growth.value)} MB`,
  )
  if (figures.some(overBudget)) process.exitCode = 1
} finally {
  await stack.close()
}
