import type {
  CreditPack,
  creditPackInputSchema,
  creditPackUpdateSchema,
} from '@amply/api/entities/billing'
import { asc, eq } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import type { z } from 'zod'
import type { Database } from '../../db/client'
import { creditPacks } from '../../db/schema/billing'
import { isUuid } from '../../lib/uuid'
import { uniqueViolation } from '../../lib/unique-violation'

type PackRow = typeof creditPacks.$inferSelect

export const toCreditPack = (row: PackRow): CreditPack => ({
  id: row.id,
  key: row.key,
  name: row.name,
  description: row.description,
  query_credit_group_name: row.creditGroup,
  credits: row.credits,
  price: row.price,
  currency: row.currency,
  is_active: row.isActive,
})

const packNotFound = () => new HTTPException(404, { message: 'There is no such credit pack.' })
const keyTaken = () =>
  new HTTPException(409, { message: 'A credit pack with this key already exists.' })

/** Advance-credit packs (admin/plan/credit/pack, client/credit-packs). */
export function createCreditPackService(db: Database) {
  /** A pack by id, in the caller's transaction when given (see PlanService's byId). */
  async function byId(id: string, executor: Pick<Database, 'select'> = db): Promise<CreditPack> {
    if (!isUuid(id)) throw packNotFound()
    const [row] = await executor.select().from(creditPacks).where(eq(creditPacks.id, id))
    if (!row) throw packNotFound()
    return toCreditPack(row)
  }

  return {
    byId,

    async list({ activeOnly }: { activeOnly: boolean }): Promise<CreditPack[]> {
      const rows = await db
        .select()
        .from(creditPacks)
        .where(activeOnly ? eq(creditPacks.isActive, true) : undefined)
        .orderBy(asc(creditPacks.creditGroup), asc(creditPacks.price))
      return rows.map(toCreditPack)
    },

    async create(input: z.output<typeof creditPackInputSchema>): Promise<CreditPack> {
      const [row] = await uniqueViolation(keyTaken, () =>
        db
          .insert(creditPacks)
          .values({
            key: input.key,
            name: input.name,
            description: input.description,
            creditGroup: input.query_credit_group_name,
            credits: input.credits,
            price: input.price,
            currency: input.currency.toUpperCase(),
            isActive: input.is_active,
          })
          .returning(),
      )
      if (!row) throw new Error('No credit pack was stored')
      return toCreditPack(row)
    },

    async update(input: z.output<typeof creditPackUpdateSchema>): Promise<CreditPack> {
      await byId(input.id)
      const changes = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.query_credit_group_name !== undefined
          ? { creditGroup: input.query_credit_group_name }
          : {}),
        ...(input.credits !== undefined ? { credits: input.credits } : {}),
        ...(input.price !== undefined ? { price: input.price } : {}),
        ...(input.currency !== undefined ? { currency: input.currency.toUpperCase() } : {}),
        ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
      }
      if (Object.keys(changes).length > 0) {
        await db.update(creditPacks).set(changes).where(eq(creditPacks.id, input.id))
      }
      return byId(input.id)
    },
  }
}

export type CreditPackService = ReturnType<typeof createCreditPackService>
