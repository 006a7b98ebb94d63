import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { QueryResultRow } from 'pg'
import type { Database } from './client'

const dialect = new PgDialect()

/**
 * Runs `statement` as a named prepared statement: each connection has PostgreSQL parse and plan
 * it once, not on every call. For the statements every chat waits on, whose planning cost more
 * than their work. Under one name the text must never change, only the parameters.
 * Rows come as node-postgres parses them (timestamps and dates as `Date`).
 */
export async function runPrepared<Row extends QueryResultRow>(
  db: Database,
  name: string,
  statement: SQL,
): Promise<Row[]> {
  const { sql, params } = dialect.sqlToQuery(statement)
  const result = await db.$client.query<Row>({ name, text: sql, values: params })
  return result.rows
}
