import type { Address } from '@amply/api/entities/billing'
import { and, asc, desc, eq } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import type { Database } from '../../db/client'
import { addresses, users } from '../../db/schema/auth'
import { isUuid } from '../../lib/uuid'

type AddressRow = typeof addresses.$inferSelect
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export interface AddressInput {
  name: string
  line1: string
  line2: string
  city: string
  state: string
  postal_code: string
  country: string
  phone: string
}

const notFound = () => new HTTPException(404, { message: 'No such address.' })

const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  name: row.name,
  line1: row.line1,
  line2: row.line2,
  city: row.city,
  state: row.state,
  postal_code: row.postalCode,
  country: row.country,
  phone: row.phone,
  is_primary: row.isPrimary,
})

const toColumns = (input: AddressInput) => ({
  name: input.name,
  line1: input.line1,
  line2: input.line2,
  city: input.city,
  state: input.state,
  postalCode: input.postal_code,
  country: input.country.toUpperCase(),
  phone: input.phone,
})

/** Only the owner's addresses: someone else's id (or a malformed one) is simply not found. */
const owned = (userId: string, id: string) =>
  and(eq(addresses.id, id), eq(addresses.userId, userId))

/**
 * A user's billing addresses; at most one is primary (a partial unique index guarantees it).
 * Changes to which one is primary run with the user's row locked, so concurrent calls of the
 * same user take turns instead of breaking that rule.
 */
export function createAddressService(db: Database) {
  const lockUser = (tx: Transaction, userId: string) =>
    tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')

  async function list(userId: string) {
    const rows = await db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isPrimary), asc(addresses.createdAt), asc(addresses.id))
    return rows.map(toAddress)
  }

  /** The first address of a user becomes the primary one. */
  async function create(userId: string, input: AddressInput) {
    return db.transaction(async (tx) => {
      await lockUser(tx, userId)
      const [primary] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.isPrimary, true)))
      const [row] = await tx
        .insert(addresses)
        .values({ userId, ...toColumns(input), isPrimary: !primary })
        .returning()
      if (!row) throw new Error('No address was stored')
      return toAddress(row)
    })
  }

  async function update(userId: string, id: string, input: AddressInput) {
    if (!isUuid(id)) throw notFound()
    const [row] = await db
      .update(addresses)
      .set(toColumns(input))
      .where(owned(userId, id))
      .returning()
    if (!row) throw notFound()
    return toAddress(row)
  }

  /** Deleting the primary address makes the oldest remaining one primary. */
  async function remove(userId: string, id: string) {
    if (!isUuid(id)) throw notFound()
    await db.transaction(async (tx) => {
      await lockUser(tx, userId)
      const [deleted] = await tx
        .delete(addresses)
        .where(owned(userId, id))
        .returning({ isPrimary: addresses.isPrimary })
      if (!deleted) throw notFound()
      if (!deleted.isPrimary) return
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.createdAt), asc(addresses.id))
        .limit(1)
      if (next) {
        await tx.update(addresses).set({ isPrimary: true }).where(eq(addresses.id, next.id))
      }
    })
    return { detail: 'The address is deleted.' }
  }

  async function setPrimary(userId: string, id: string) {
    if (!isUuid(id)) throw notFound()
    return db.transaction(async (tx) => {
      await lockUser(tx, userId)
      const [target] = await tx.select().from(addresses).where(owned(userId, id))
      if (!target) throw notFound()
      if (target.isPrimary) return toAddress(target)
      await tx
        .update(addresses)
        .set({ isPrimary: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.isPrimary, true)))
      const [row] = await tx
        .update(addresses)
        .set({ isPrimary: true })
        .where(owned(userId, id))
        .returning()
      if (!row) throw notFound()
      return toAddress(row)
    })
  }

  return { list, create, update, remove, setPrimary }
}
