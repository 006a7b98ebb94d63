import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../test-support/database'

// A transaction whose BEGIN fails (its connection died between the checkout and the BEGIN, as
// when PostgreSQL restarts) must give its connection back. Drizzle 0.45 ran BEGIN outside the
// block that releases the client: each such failure kept one connection checked out for good,
// and closing the pool waited forever (patches/drizzle-orm*.patch).

const { url } = await createTestDatabase({ migrate: false })

/** A one-connection pool whose next checkout hands out a connection PostgreSQL just ended. */
class DyingCheckoutPool extends pg.Pool {
  killNext = false
  override async connect() {
    const client = await super.connect()
    if (this.killNext) {
      this.killNext = false
      client.on('error', () => undefined) // expected: the connection is ended on purpose
      const ended = new Promise((resolve) => client.once('end', resolve))
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid')
      await killer.query('select pg_terminate_backend($1)', [rows[0]?.pid])
      await ended
    }
    return client
  }
}

const killer = new pg.Client({ connectionString: url })
await killer.connect()
const pool = new DyingCheckoutPool({ connectionString: url, max: 1 })
// Closed, each connection the pool opened: `pool.end()` resolves before they are, and the
// file's database, dropped with force after it, would end one still closing and raise its
// error with no one listening.
const closed: Promise<unknown>[] = []
pool.on('connect', (client) => {
  closed.push(new Promise((resolve) => client.once('end', resolve)))
})
afterAll(async () => {
  await killer.end()
})

describe('a transaction whose BEGIN fails', () => {
  it('fails, gives its connection back, and the next transaction runs', async () => {
    const db = drizzle({ client: pool })
    pool.killNext = true
    await expect(db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow()
    expect(pool.totalCount - pool.idleCount).toBe(0) // nothing left checked out
    // The pool's only connection is free again: this would wait forever otherwise.
    const answer = await db.transaction((tx) => tx.execute(sql`select 2 as two`))
    expect(answer.rows).toEqual([{ two: 2 }])
    await pool.end()
    await Promise.all(closed)
  })
})
