import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ensureDebianPackage } from './debian-package'

// Tests run Debian's Redis: nothing here downloads one.
const DEFAULT_REDIS_SERVER = '/usr/bin/redis-server'

/** Debian's `redis-server`, installed with apt first when missing (see ensureDebianPackage). */
export function ensureRedisServer(): string {
  return ensureDebianPackage({
    binary: process.env.REDIS_SERVER_PATH ?? DEFAULT_REDIS_SERVER,
    name: 'redis-server',
    otherwise:
      'Install it (Debian: apt-get install -y redis-server), set REDIS_SERVER_PATH to a ' +
      'redis-server binary, or set TEST_REDIS_URL to a Redis the tests may use.',
  })
}

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
  port: number
  stop: () => Promise<void>
}

/**
 * A Redis of the caller's own on `port` (a free one by default), saving nothing to disk, ready
 * once it says so. It runs in a temporary folder of its own (removed by `stop()`), so that
 * whoever looks for what a test run left behind finds it (see ./test-scope.ts).
 */
export async function startRedis(port?: number): Promise<RedisProcess> {
  const binary = ensureRedisServer()
  const listenPort = port ?? (await freePort())
  const dir = mkdtempSync(path.join(tmpdir(), 'amply-redis-'))
  // No stdio shared with the test runner: a redis-server outliving its test (its worker killed)
  // would otherwise hold the runner's output open, and the runner would never exit.
  const child = spawn(
    binary,
    [
      ...['--port', String(listenPort), '--bind', '127.0.0.1', '--dir', dir],
      ...['--save', '', '--appendonly', 'no'],
    ],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    const running = child.pid !== undefined && child.exitCode === null && child.signalCode === null
    if (running) {
      child.kill('SIGTERM')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }
  let output = ''
  try {
    await new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('Ready to accept connections')) resolve()
      }
      child.stdout.on('data', read)
      child.stderr.on('data', read)
      child.once('error', reject)
      child.once('exit', (code) => {
        reject(new Error(`redis-server exited (${String(code)}): ${output}`))
      })
    })
  } catch (error) {
    await stop()
    throw error
  }
  return { url: `redis://127.0.0.1:${String(listenPort)}`, port: listenPort, stop }
}
