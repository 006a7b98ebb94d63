import type { PaymentLine } from '@amply/api/entities/billing'
import { inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { plans } from '../../db/schema/ai-gateway'
import { creditPacks } from '../../db/schema/billing'
import type { payments } from '../../db/schema/billing'

type PaymentRow = Pick<
  typeof payments.$inferSelect,
  'id' | 'kind' | 'planKey' | 'period' | 'packId'
>

/**
 * What each payment bought, by payment id, in parts the client words in the reader's language:
 * a plan's name and period, or a pack's credits and credit group. A payment whose plan or pack
 * has left the catalogue has none (the client shows its English description).
 */
export async function paymentLines(
  db: Pick<Database, 'select'>,
  rows: readonly PaymentRow[],
): Promise<Map<string, PaymentLine>> {
  const planKeys = [...new Set(rows.flatMap((row) => (row.planKey ? [row.planKey] : [])))]
  const packIds = [...new Set(rows.flatMap((row) => (row.packId ? [row.packId] : [])))]
  const planNames = new Map(
    planKeys.length === 0
      ? []
      : (
          await db
            .select({ key: plans.key, name: plans.name })
            .from(plans)
            .where(inArray(plans.key, planKeys))
        ).map((plan) => [plan.key, plan.name]),
  )
  const packs = new Map(
    packIds.length === 0
      ? []
      : (
          await db
            .select({
              id: creditPacks.id,
              credits: creditPacks.credits,
              group: creditPacks.creditGroup,
            })
            .from(creditPacks)
            .where(inArray(creditPacks.id, packIds))
        ).map((pack) => [pack.id, pack]),
  )
  const lines = new Map<string, PaymentLine>()
  for (const row of rows) {
    const planName = row.planKey ? planNames.get(row.planKey) : undefined
    const pack = row.packId ? packs.get(row.packId) : undefined
    if (row.kind === 'plan' && planName && row.period) {
      lines.set(row.id, { kind: 'plan', plan_name: planName, period: row.period })
    } else if (row.kind === 'credits' && pack) {
      lines.set(row.id, { kind: 'credits', credits: pack.credits, credit_group: pack.group })
    }
  }
  return lines
}
