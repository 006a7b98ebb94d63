import { mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { createLogger } from '../lib/logger'
import { clusterProcesses, readPostmasterPid } from './cluster-processes'
import { startEmbeddedPostgres } from './embedded'

const logger = createLogger('error')

async function query<Row extends pg.QueryResultRow>(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<Row>(sql)).rows
  } finally {
    await client.end()
  }
}

const notes = async (url: string) =>
  (await query<{ body: string }>(url, 'select body from notes order by body')).map((r) => r.body)

// One data folder through the lives of its cluster, in order (initdb runs once for the file):
// each test starts from a stopped cluster and leaves it stopped.
const dataDir = mkdtempSync(path.join(tmpdir(), 'amply-test-'))
const clusterDir = path.join(dataDir, 'postgres')
const start = () => startEmbeddedPostgres({ dataDir, port: 0, logger })
afterAll(() => rm(dataDir, { recursive: true, force: true }))

describe('the embedded PostgreSQL', () => {
  it('creates its cluster on first start and keeps the data across a restart', async () => {
    const first = await start()
    await query(first.url, 'create table notes (body text)')
    await query(first.url, "insert into notes values ('kept')")
    await first.stop()
    expect(await clusterProcesses(clusterDir)).toEqual([])

    const second = await start()
    expect(await notes(second.url)).toEqual(['kept'])
    await second.stop()
  })

  it('keeps its durability defaults: fsync, synchronous commit, full-page writes', async () => {
    const embedded = await start()
    const [settings] = await query(
      embedded.url,
      `select current_setting('fsync') as fsync,
              current_setting('synchronous_commit') as synchronous_commit,
              current_setting('full_page_writes') as full_page_writes`,
    )
    await embedded.stop()
    expect(settings).toEqual({ fsync: 'on', synchronous_commit: 'on', full_page_writes: 'on' })
  })

  it('refuses a connection without its generated password', async () => {
    const embedded = await start()
    const wrong = new URL(embedded.url)
    wrong.password = 'password'
    const refused = query(wrong.toString(), 'select 1')
    await expect(refused).rejects.toThrow(/password authentication/)
    await embedded.stop()
  })

  it('recovers every committed row after its postmaster is killed with SIGKILL', async () => {
    const first = await start()
    await query(first.url, "insert into notes values ('committed')")
    // An open transaction and an idle session: backends that outlive their postmaster.
    const open = new pg.Client({ connectionString: first.url })
    open.on('error', () => undefined)
    await open.connect()
    await open.query("begin; insert into notes values ('never committed')")
    const postmaster = await readPostmasterPid(path.join(clusterDir, 'postmaster.pid'))
    process.kill(postmaster ?? 0, 'SIGKILL')

    const second = await start()
    expect(await notes(second.url)).toEqual(['committed', 'kept'])
    await second.stop()
    expect(await clusterProcesses(clusterDir)).toEqual([])
  })

  it('stops a PostgreSQL that a crashed run left running, then starts its own', async () => {
    const orphan = await start()
    await query(orphan.url, "insert into notes values ('before the crash')")
    const left = await clusterProcesses(clusterDir)
    expect(left.length).toBeGreaterThan(0)

    // A new start on the same folder, as after a SIGKILL of the server (whose PostgreSQL lives on).
    const restarted = await start()
    expect(await notes(restarted.url)).toContain('before the crash')
    const now = await clusterProcesses(clusterDir)
    expect(now.some((pid) => left.includes(pid))).toBe(false)
    await restarted.stop()
    expect(await clusterProcesses(clusterDir)).toEqual([])
  })

  it('says how to recover when its password file is lost', async () => {
    await rm(path.join(dataDir, 'postgres.password'))
    await expect(start()).rejects.toThrow(/postgres\.password is missing.*delete that folder/s)
  })
})
