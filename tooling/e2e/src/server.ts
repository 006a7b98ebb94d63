import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startRedis } from '@amply/test-services/redis'

export interface RunningServer {
  url: string
  /** The Redis it keeps its rate limits and live answers in (REDIS_URL), as in production. */
  redisUrl: string
  stop: () => Promise<void>
}

// Only stops a server that hangs: a first start creates its PostgreSQL cluster, on a busy machine.
const STARTUP_TIMEOUT_MS = 300_000

/**
 * Starts the real Amply server (apps/server) on a free port from its source, as the test server
 * (apps/server/test-support/main.ts: the server `pnpm dev` runs plus the test-only `/__test`
 * routes, so the tests can read its mail outbox with `mailboxOf`), and resolves with the URL it
 * prints once it is listening. Its data (the embedded PostgreSQL, unless DATABASE_URL is set)
 * lives in a temporary DATA_DIR, removed when it stops. Its rate limits and live answers are in
 * a Redis of its own (Debian's, started by @amply/test-services and stopped with it), as on
 * several machines: the Redis paths are what the specs prove.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const require = createRequire(import.meta.url)
  const serverDir = path.dirname(require.resolve('@amply/server/package.json'))
  const redis = await startRedis()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'amply-e2e-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'test-support/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      // The test server runs only under test (its `/__test` routes answer anyone).
      NODE_ENV: 'test',
      // Test helpers stand for many visitors by their X-Forwarded-For (see ./accounts.ts): the
      // test server takes them as a proxy on this machine had added them.
      TRUST_PROXY: 'loopback',
      // The demo model answers at a few milliseconds a word, not a reader's pace: specs that
      // need an answer caught mid-stream hold it there (`[demo:hold:N]`).
      DEMO_STREAM_DELAY_MS: '5',
      REDIS_URL: redis.url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      rmSync(dataDir, { recursive: true, force: true })
      resolve()
    })
  })
  // SIGTERM: the server finishes its requests and stops its PostgreSQL before exiting.
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    await redis.stop()
  }

  let output = ''
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`The server did not start within ${STARTUP_TIMEOUT_MS} ms:\n${output}`))
    }, STARTUP_TIMEOUT_MS)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /running at (http:\/\/\S+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1].replace(/\/$/, ''))
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`The server exited with code ${String(code)} before listening:\n${output}`))
    })
  })

  try {
    return { url: await listening, redisUrl: redis.url, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
