import path from 'node:path'
import { sql } from 'drizzle-orm'
import { scratchDatabase } from '../test-support/scratch-database'
import { createLogger } from '../src/lib/logger'
import { startBenchProcess } from './bench-process'

export interface BenchStack {
  providerUrl: string
  /** The server's address, e.g. `http://127.0.0.1:41234`. */
  serverUrl: string
  /** A signed-in user's access token. */
  accessToken: string
  /** Asks the server process a line (`memory`: its heap after a full collection). */
  askServer: (command: string) => Promise<string>
  close: () => Promise<void>
}

/**
 * What the server benchmarks measure: a scratch database (allowances big enough for any run),
 * the fake OpenAI-compatible provider and the server, each in a process of its own as in
 * production, with one user signed in.
 */
export async function startBenchStack(serverNodeOptions: string[] = []): Promise<BenchStack> {
  const database = await scratchDatabase('bench', createLogger('error'))
  const provider = await startBenchProcess(
    path.resolve(import.meta.dirname, '../test-support/fakes/fake-openai-main.ts'),
  )
  try {
    await database.db.execute(
      sql`update plan_credits set daily_limit = 1000000, monthly_limit = 1000000`,
    )
    const server = await startBenchProcess(
      path.join(import.meta.dirname, 'relay-bench-server.ts'),
      [database.url, provider.line],
      serverNodeOptions,
    )
    const [port = '', accessToken = ''] = server.line.split(' ')
    return {
      providerUrl: provider.line,
      serverUrl: `http://127.0.0.1:${port}`,
      accessToken,
      askServer: server.ask,
      close: async () => {
        await server.close()
        await provider.close()
        await database.drop()
      },
    }
  } catch (error) {
    await provider.close()
    await database.drop()
    throw error
  }
}

/** A chat/completions request of the signed-in user, as the website sends it. */
export const chatRequest = (accessToken: string, question: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
  body: JSON.stringify({
    ai_model_id: 'gpt-4o-mini',
    action: { type: 'chat' },
    client_agent: { type: 'browser', agent: 'bench' },
    messages: [{ role: 'user', content: question }],
  }),
})
