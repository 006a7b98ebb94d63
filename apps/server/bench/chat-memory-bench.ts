// The server's memory over 1,000 chats (each a new conversation streamed to its end through
// the relay, 10 at a time): heap after a full collection, sampled every 100 chats. Budget: no
// growth after the first hundred (what is kept per answer must be released), allowing a little
// noise (@amply/bench/budgets). Records in docs/benchmarks.json and docs/benchmarks.md.
import { budgets } from '@amply/bench/budgets'
import { recordFigures } from '@amply/bench/record'
import { chatRequest, startBenchStack } from './bench-stack'

const CHATS = 1000
const SAMPLE_EVERY = 100
const CONCURRENCY = 10

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
  const growth = Number((last.heap - first.heap).toFixed(1))
  const { withinBudget } = recordFigures(
    'server-chat-memory',
    {
      [`heap growth from ${String(first.chats)} to ${String(last.chats)} chats`]: growth,
      [`heap after ${String(last.chats)} chats`]: Number(last.heap.toFixed(1)),
      [`RSS after ${String(last.chats)} chats`]: Number(last.rss.toFixed(1)),
    },
    `${String(CHATS)} chats (each a new conversation, streamed to its end, ${String(CONCURRENCY)} at a time) through the server against the fake provider; the server's heap after a full collection (\`--expose-gc\`) every ${String(SAMPLE_EVERY)} chats. No growth after the first hundred, within ${String(budgets.heapGrowthMb)} MB of noise.

| chats | heap | RSS |
|---|---|---|
${samples.map((s) => `| ${String(s.chats)} | ${s.heap.toFixed(1)} MB | ${s.rss.toFixed(1)} MB |`).join('\n')}`,
  )
  console.log(
    `Heap growth from ${String(first.chats)} to ${String(last.chats)} chats: ${String(growth)} MB`,
  )
  if (!withinBudget) process.exitCode = 1
} finally {
  await stack.close()
}
