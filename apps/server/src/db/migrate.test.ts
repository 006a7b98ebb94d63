import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type pg from 'pg'
import { describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../test-support/database'
import { migrateDatabase, migrationsFolder } from './migrate'

const empty = await createTestDatabase({ migrate: false })
const racing = await createTestDatabase({ migrate: false })

const journal = JSON.parse(
  await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
) as { entries: { tag: string }[] }

async function tables(pool: pg.Pool) {
  const result = await pool.query<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_schema in ('public', 'drizzle') order by name`,
  )
  return result.rows.map((row) => row.name)
}

async function appliedMigrations(pool: pg.Pool) {
  const result = await pool.query<{ count: string }>(
    'select count(*) from drizzle.__drizzle_migrations',
  )
  return Number(result.rows[0]?.count)
}

describe('migrations', () => {
  it('apply to an empty database, and only once', async () => {
    expect(await tables(empty.pool)).toEqual([])
    await migrateDatabase(empty.pool)
    expect(await tables(empty.pool)).toContain('public.mail_outbox')
    expect(await appliedMigrations(empty.pool)).toBe(journal.entries.length)
    await migrateDatabase(empty.pool)
    expect(await appliedMigrations(empty.pool)).toBe(journal.entries.length)
  })

  it('apply once, however many server processes start together', async () => {
    const { pool } = racing
    await Promise.all([migrateDatabase(pool), migrateDatabase(pool), migrateDatabase(pool)])
    expect(await tables(pool)).toContain('public.mail_outbox')
    expect(await appliedMigrations(pool)).toBe(journal.entries.length)
  })

  it('describe the whole schema: drizzle-kit finds nothing left to generate', async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'amply-migrations-'))
    try {
      await cp(migrationsFolder, out, { recursive: true })
      const serverDir = path.resolve(migrationsFolder, '..')
      const { stdout } = await promisify(execFile)(
        path.join(serverDir, 'node_modules/.bin/drizzle-kit'),
        // drizzle-kit takes the folder relative to the working folder, and exits 0 on errors.
        [
          'generate',
          '--dialect=postgresql',
          '--schema=./src/db/schema',
          `--out=${path.relative(serverDir, out)}`,
        ],
        { cwd: serverDir },
      )
      expect(stdout).toContain('No schema changes')
    } finally {
      await rm(out, { recursive: true, force: true })
    }
  })
})
