import { spawn, spawnSync } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'

/** Whether this machine has a `redis-server` to start. */
export const hasRedisServer = () => spawnSync('redis-server', ['--version']).status === 0

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const probe = createServer()
  probe.listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const address = probe.address()
  const port = address && typeof address === 'object' ? address.port : 0
  await new Promise((resolve) => probe.close(resolve))
  return port
}

export interface RedisProcess {
  url: string
  stop: () => Promise<void>
}

/**
 * A Redis of the test's own on `port` (nothing saved to disk), ready once it says so; `stop()`
 * ends it with SIGTERM and waits for it to exit.
 */
export async function startRedis(port: number): Promise<RedisProcess> {
  // No stdio shared with the test runner: a redis-server outliving its test (its worker killed)
  // would otherwise hold the runner's output open, and the runner would never exit.
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ready to accept connections')) resolve()
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => {
      reject(new Error(`redis-server exited (${String(code)}): ${output}`))
    })
  })
  return {
    url: `redis://127.0.0.1:${String(port)}`,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      await exited
    },
  }
}
