import { mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../lib/logger'
import { temporaryDir } from '../test/database'
import { clusterProcesses, readPostmasterPid } from './cluster-processes'
import { startEmbeddedPostgres } from './embedded'

const logger = createLogger('error')

async function query<Row extends pg.QueryResultRow>(url: string, sql: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<Row>(sql, values)).rows
  } finally {
    await client.end()
  }
}

const notes = async (url: string) =>
  (await query<{ body: string }>(url, 'select body from notes order by body')).map((r) => r.body)

describe('a running embedded PostgreSQL', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'amply-test-'))
  let url = ''
  let stop = () => Promise.resolve()
  beforeAll(async () => {
    ;({ url, stop } = await startEmbeddedPostgres({ dataDir, port: 0, logger }))
  })
  afterAll(async () => {
    await stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('keeps its durability defaults: fsync, synchronous commit, full-page writes', async () => {
    const [settings] = await query(
      url,
      `select current_setting('fsync') as fsync,
              current_setting('synchronous_commit') as synchronous_commit,
              current_setting('full_page_writes') as full_page_writes`,
    )
    expect(settings).toEqual({ fsync: 'on', synchronous_commit: 'on', full_page_writes: 'on' })
  })

  it('refuses a connection without its generated password', async () => {
    const wrong = new URL(url)
    wrong.password = 'password'
    await expect(query(wrong.toString(), 'select 1')).rejects.toThrow(/password authentication/)
  })
})

describe('the embedded PostgreSQL', () => {
  it('creates its cluster on first start and keeps the data across a restart', async () => {
    const dataDir = await temporaryDir()
    const first = await startEmbeddedPostgres({ dataDir, port: 0, logger })
    await query(first.url, 'create table notes (body text)')
    await query(first.url, "insert into notes values ('kept')")
    await first.stop()
    expect(await clusterProcesses(path.join(dataDir, 'postgres'))).toEqual([])

    const second = await startEmbeddedPostgres({ dataDir, port: 0, logger })
    expect(await notes(second.url)).toEqual(['kept'])
    await second.stop()
  })

  it('recovers every committed row after its postmaster is killed with SIGKILL', async () => {
    const dataDir = await temporaryDir()
    const clusterDir = path.join(dataDir, 'postgres')
    const first = await startEmbeddedPostgres({ dataDir, port: 0, logger })
    await query(first.url, 'create table notes (body text)')
    await query(first.url, "insert into notes values ('committed')")
    // An open transaction and an idle session: backends that outlive their postmaster.
    const open = new pg.Client({ connectionString: first.url })
    open.on('error', () => undefined)
    await open.connect()
    await open.query("begin; insert into notes values ('never committed')")
    const postmaster = await readPostmasterPid(path.join(clusterDir, 'postmaster.pid'))
    process.kill(postmaster ?? 0, 'SIGKILL')

    const second = await startEmbeddedPostgres({ dataDir, port: 0, logger })
    expect(await notes(second.url)).toEqual(['committed'])
    await second.stop()
    expect(await clusterProcesses(clusterDir)).toEqual([])
  })

  it('stops a PostgreSQL that a crashed run left running, then starts its own', async () => {
    const dataDir = await temporaryDir()
    const clusterDir = path.join(dataDir, 'postgres')
    const orphan = await startEmbeddedPostgres({ dataDir, port: 0, logger })
    await query(orphan.url, 'create table notes (body text)')
    await query(orphan.url, "insert into notes values ('before the crash')")
    const left = await clusterProcesses(clusterDir)
    expect(left.length).toBeGreaterThan(0)

    // A new start on the same folder, as after a SIGKILL of the server (whose PostgreSQL lives on).
    const restarted = await startEmbeddedPostgres({ dataDir, port: 0, logger })
    expect(await notes(restarted.url)).toEqual(['before the crash'])
    const now = await clusterProcesses(clusterDir)
    expect(now.some((pid) => left.includes(pid))).toBe(false)
    await restarted.stop()
    expect(await clusterProcesses(clusterDir)).toEqual([])
  })

  it('says how to recover when the password file is lost', async () => {
    const dataDir = await temporaryDir()
    const embedded = await startEmbeddedPostgres({ dataDir, port: 0, logger })
    await embedded.stop()
    await rm(path.join(dataDir, 'postgres.password'))
    await expect(startEmbeddedPostgres({ dataDir, port: 0, logger })).rejects.toThrow(
      /postgres\.password is missing.*delete that folder/s,
    )
  })
})
