import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { onTestFinished } from 'vitest'
import { serverDir } from '../src/server-dir'
import { createWatch } from './watch'

export interface ServerProcess {
  url: string
  child: ChildProcess
  /** Settles when the process has exited: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** What it printed so far (stdout and stderr). */
  output: () => string
  /** Resolves with the first match of `pattern` in what it prints, once printed. */
  waitForOutput: (pattern: RegExp) => Promise<string>
}

/** The test server (the product plus the `/__test` routes), and the product's own entry. */
const testEntry = 'test-support/main.ts'
const productEntry = 'src/main.ts'

/**
 * Starts the real server from its source, on a free port with NODE_ENV=test unless `env` says
 * otherwise: the test server with its `/__test` routes (`node --import tsx test-support/main.ts`)
 * under test, the product's entry (`src/main.ts`, as `pnpm dev` runs it) in any other mode, or
 * as `nodeArgs` in `cwd` say (a production build); and resolves once it prints the URL it
 * listens on. `env` is laid over the environment of the tests; DATABASE_URL is not inherited, so
 * the server uses its embedded PostgreSQL in DATA_DIR unless `env` names one.
 */
export async function startServerProcess(
  env: Record<string, string>,
  {
    /** In a process group of its own, as a terminal runs it: Ctrl-C signals the whole group. */
    processGroup = false,
    nodeArgs = ['--import', 'tsx', (env.NODE_ENV ?? 'test') === 'test' ? testEntry : productEntry],
    cwd = serverDir,
  } = {},
): Promise<ServerProcess> {
  // eslint-disable-next-line no-restricted-properties -- passed on to the child, not read
  const inherited = process.env
  const childEnv: NodeJS.ProcessEnv = {
    ...inherited,
    HOST: '127.0.0.1',
    PORT: '0',
    NODE_ENV: 'test',
    ...env,
  }
  if (!('DATABASE_URL' in env)) delete childEnv.DATABASE_URL
  const child = spawn(process.execPath, nodeArgs, {
    cwd,
    env: childEnv,
    detached: processGroup,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let printed = ''
  const prints = createWatch()
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve({ code, signal })
    })
  })
  // A test that fails half-way still stops its server, and so the server's PostgreSQL.
  onTestFinished(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    await exited
  })
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      printed += chunk.toString()
      prints.notify()
      const match = /running at (http:\/\/\S+)/.exec(printed)
      if (match?.[1]) resolve(match[1])
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    void exited.then(({ code }) => {
      reject(new Error(`The server exited (${String(code)}) before listening:\n${printed}`))
    })
  })
  const waitForOutput = (pattern: RegExp) =>
    prints.until(() => pattern.exec(printed)?.[0], {
      settles: exited,
      error: () => new Error(`The server exited without printing ${String(pattern)}:\n${printed}`),
    })
  return { url, child, exited, output: () => printed, waitForOutput }
}
