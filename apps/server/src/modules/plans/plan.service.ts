import type {
  Plan,
  PlanCredit,
  planInputSchema,
  planUpdateSchema,
} from '@amply/api/entities/billing'
import { asc, eq, inArray } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import type { z } from 'zod'
import type { Database } from '../../db/client'
import { planCredits, plans } from '../../db/schema/ai-gateway'
import { isUuid } from '../conversations/ids'

type PlanRow = typeof plans.$inferSelect
type CreditRow = typeof planCredits.$inferSelect

const toCredit = (row: CreditRow): PlanCredit => ({
  query_credit_group_name: row.creditGroup,
  daily_limit: row.dailyLimit,
  monthly_limit: row.monthlyLimit,
})

const toPlan = (row: PlanRow, credits: CreditRow[]): Plan => ({
  id: row.id,
  name: row.name,
  type: row.type,
  description: row.description,
  price: row.price,
  currency: row.currency,
  interval: row.interval,
  features: row.features,
  credits: credits.filter((credit) => credit.planId === row.id).map(toCredit),
  is_active: row.isActive,
})

const creditRows = (planId: string, credits: PlanCredit[]) =>
  credits.map((credit) => ({
    planId,
    creditGroup: credit.query_credit_group_name,
    dailyLimit: credit.daily_limit,
    monthlyLimit: credit.monthly_limit,
  }))

const planNotFound = () => new HTTPException(404, { message: 'There is no such plan.' })
const nameTaken = () => new HTTPException(409, { message: 'A plan with this name already exists.' })

/** The plan catalogue and its allowances (admin/plan, client/plans, the allowance checks). */
export function createPlanService(db: Database) {
  async function withCredits(rows: PlanRow[]): Promise<Plan[]> {
    if (rows.length === 0) return []
    const credits = await db
      .select()
      .from(planCredits)
      .where(
        inArray(
          planCredits.planId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(planCredits.creditGroup))
    return rows.map((row) => toPlan(row, credits))
  }

  async function byId(id: string): Promise<Plan> {
    if (!isUuid(id)) throw planNotFound()
    const rows = await db.select().from(plans).where(eq(plans.id, id))
    const [plan] = await withCredits(rows)
    if (!plan) throw planNotFound()
    return plan
  }

  async function guardName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write()
    } catch (error) {
      if ((error as { cause?: { code?: string } }).cause?.code === '23505') throw nameTaken()
      throw error
    }
  }

  return {
    async list({ activeOnly }: { activeOnly: boolean }): Promise<Plan[]> {
      const rows = await db
        .select()
        .from(plans)
        .where(activeOnly ? eq(plans.isActive, true) : undefined)
        .orderBy(asc(plans.price), asc(plans.name))
      return withCredits(rows)
    },

    /** The allowances of the plan a subscription names; none when the plan is not in the catalogue. */
    async creditsOf(planName: string): Promise<PlanCredit[]> {
      const rows = await db.select().from(plans).where(eq(plans.name, planName))
      const [plan] = await withCredits(rows)
      return plan?.credits ?? []
    },

    async create(input: z.output<typeof planInputSchema>): Promise<Plan> {
      const id = await guardName(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(plans)
            .values({
              name: input.name,
              type: input.type,
              description: input.description,
              price: input.price,
              currency: input.currency.toUpperCase(),
              interval: input.interval,
              features: input.features,
              isActive: input.is_active,
            })
            .returning({ id: plans.id })
          if (!row) throw new Error('No plan was stored')
          if (input.credits.length > 0) {
            await tx.insert(planCredits).values(creditRows(row.id, input.credits))
          }
          return row.id
        }),
      )
      return byId(id)
    },

    async update(input: z.output<typeof planUpdateSchema>): Promise<Plan> {
      await byId(input.id)
      await guardName(() =>
        db.transaction(async (tx) => {
          const changes = {
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.type !== undefined ? { type: input.type } : {}),
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(input.price !== undefined ? { price: input.price } : {}),
            ...(input.currency !== undefined ? { currency: input.currency.toUpperCase() } : {}),
            ...(input.interval !== undefined ? { interval: input.interval } : {}),
            ...(input.features !== undefined ? { features: input.features } : {}),
            ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
          }
          if (Object.keys(changes).length > 0) {
            await tx.update(plans).set(changes).where(eq(plans.id, input.id))
          }
          if (input.credits !== undefined) {
            // The credits given replace the plan's whole list.
            await tx.delete(planCredits).where(eq(planCredits.planId, input.id))
            if (input.credits.length > 0) {
              await tx.insert(planCredits).values(creditRows(input.id, input.credits))
            }
          }
        }),
      )
      return byId(input.id)
    },

    async setCredit(input: PlanCredit & { plan_id: string }): Promise<PlanCredit> {
      await byId(input.plan_id)
      const [values] = creditRows(input.plan_id, [input])
      if (!values) throw new Error('No credit to store')
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
