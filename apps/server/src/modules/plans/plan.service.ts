import { priceFor } from '@amply/api/entities/billing'
import type {
  Period,
  Plan,
  PlanCredit,
  PlanPrice,
  planInputSchema,
  planUpdateSchema,
} from '@amply/api/entities/billing'
import { asc, eq, inArray } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import type { z } from 'zod'
import type { Database } from '../../db/client'
import { planCredits, planPrices, plans } from '../../db/schema/ai-gateway'
import { isUuid } from '../../lib/uuid'
import { uniqueViolation } from '../../lib/unique-violation'

type PlanRow = typeof plans.$inferSelect
type CreditRow = typeof planCredits.$inferSelect
type PriceRow = typeof planPrices.$inferSelect
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
type Reader = Pick<Database, 'select'>

const toCredit = (row: CreditRow): PlanCredit => ({
  query_credit_group_name: row.creditGroup,
  daily_limit: row.dailyLimit,
  monthly_limit: row.monthlyLimit,
})

const periodOrder: Record<Period, number> = { month: 0, year: 1 }

const toPlan = (row: PlanRow, credits: CreditRow[], prices: PriceRow[]): Plan => ({
  id: row.id,
  key: row.key,
  name: row.name,
  type: row.type,
  description: row.description,
  prices: prices
    .filter((price) => price.planId === row.id)
    .sort((a, b) => periodOrder[a.period] - periodOrder[b.period])
    .map((price) => ({ period: price.period, amount: price.amount, currency: price.currency })),
  features: row.features,
  credits: credits.filter((credit) => credit.planId === row.id).map(toCredit),
  is_active: row.isActive,
})

/** A plan's rank for upgrades and the price list's order: what a month of it costs. */
export function monthlyRate(plan: Pick<Plan, 'prices'>): number {
  const month = priceFor(plan, 'month')
  if (month) return month.amount
  const year = priceFor(plan, 'year')
  return year ? year.amount / 12 : 0
}

const planNotFound = () => new HTTPException(404, { message: 'There is no such plan.' })
const taken = () =>
  new HTTPException(409, { message: 'A plan with this name or key already exists.' })

async function replaceCredits(tx: Transaction, planId: string, credits: PlanCredit[]) {
  await tx.delete(planCredits).where(eq(planCredits.planId, planId))
  if (credits.length === 0) return
  await tx.insert(planCredits).values(
    credits.map((credit) => ({
      planId,
      creditGroup: credit.query_credit_group_name,
      dailyLimit: credit.daily_limit,
      monthlyLimit: credit.monthly_limit,
    })),
  )
}

async function replacePrices(tx: Transaction, planId: string, prices: PlanPrice[]) {
  await tx.delete(planPrices).where(eq(planPrices.planId, planId))
  if (prices.length === 0) return
  await tx.insert(planPrices).values(
    prices.map((price) => ({
      planId,
      period: price.period,
      amount: price.amount,
      currency: price.currency.toUpperCase(),
    })),
  )
}

/** The plan catalogue, its prices and allowances (admin/plan, client/plans, allowances, billing). */
export function createPlanService(db: Database) {
  async function withDetails(rows: PlanRow[], executor: Reader = db): Promise<Plan[]> {
    if (rows.length === 0) return []
    const ids = rows.map((row) => row.id)
    const [credits, prices] = await Promise.all([
      executor
        .select()
        .from(planCredits)
        .where(inArray(planCredits.planId, ids))
        .orderBy(asc(planCredits.creditGroup)),
      executor.select().from(planPrices).where(inArray(planPrices.planId, ids)),
    ])
    return rows.map((row) => toPlan(row, credits, prices))
  }

  /**
   * A plan by id (404 when there is none). Inside a transaction, pass it: a request that holds a
   * connection must not wait for a second one (ten at once would wait for each other forever).
   */
  async function byId(id: string, executor: Reader = db): Promise<Plan> {
    if (!isUuid(id)) throw planNotFound()
    const rows = await executor.select().from(plans).where(eq(plans.id, id))
    const [plan] = await withDetails(rows, executor)
    if (!plan) throw planNotFound()
    return plan
  }

  /** A plan by key, in the caller's transaction when given (see byId). */
  async function byKey(key: string, executor: Reader = db): Promise<Plan | undefined> {
    const rows = await executor.select().from(plans).where(eq(plans.key, key))
    const [plan] = await withDetails(rows, executor)
    return plan
  }

  return {
    byId,
    byKey,

    /** Cheapest first (by what a month costs), then by name. */
    async list({ activeOnly }: { activeOnly: boolean }): Promise<Plan[]> {
      const rows = await db
        .select()
        .from(plans)
        .where(activeOnly ? eq(plans.isActive, true) : undefined)
        .orderBy(asc(plans.name))
      const list = await withDetails(rows)
      return list.sort((a, b) => monthlyRate(a) - monthlyRate(b))
    },

    /** The allowances of a plan, by its key; none when the plan is not in the catalogue. */
    async creditsOf(planKey: string): Promise<PlanCredit[]> {
      return (await byKey(planKey))?.credits ?? []
    },

    async create(input: z.output<typeof planInputSchema>): Promise<Plan> {
      const id = await uniqueViolation(taken, () =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(plans)
            .values({
              key: input.key,
              name: input.name,
              type: input.type,
              description: input.description,
              features: input.features,
              isActive: input.is_active,
            })
            .returning({ id: plans.id })
          if (!row) throw new Error('No plan was stored')
          await replacePrices(tx, row.id, input.prices)
          await replaceCredits(tx, row.id, input.credits)
          return row.id
        }),
      )
      return byId(id)
    },

    /** Prices and credits given replace the plan's whole lists. */
    async update(input: z.output<typeof planUpdateSchema>): Promise<Plan> {
      await byId(input.id)
      await uniqueViolation(taken, () =>
        db.transaction(async (tx) => {
          const changes = {
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.type !== undefined ? { type: input.type } : {}),
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(input.features !== undefined ? { features: input.features } : {}),
            ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
          }
          if (Object.keys(changes).length > 0) {
            await tx.update(plans).set(changes).where(eq(plans.id, input.id))
          }
          if (input.prices !== undefined) await replacePrices(tx, input.id, input.prices)
          if (input.credits !== undefined) await replaceCredits(tx, input.id, input.credits)
        }),
      )
      return byId(input.id)
    },

    async setCredit(input: PlanCredit & { plan_id: string }): Promise<PlanCredit> {
      await byId(input.plan_id)
      const values = {
        planId: input.plan_id,
        creditGroup: input.query_credit_group_name,
        dailyLimit: input.daily_limit,
        monthlyLimit: input.monthly_limit,
      }
      const [row] = await db
        .insert(planCredits)
        .values(values)
        .onConflictDoUpdate({
          target: [planCredits.planId, planCredits.creditGroup],
          set: { dailyLimit: values.dailyLimit, monthlyLimit: values.monthlyLimit },
        })
        .returning()
      if (!row) throw new Error('No credit was stored')
      return toCredit(row)
    },
  }
}

export type PlanService = ReturnType<typeof createPlanService>
