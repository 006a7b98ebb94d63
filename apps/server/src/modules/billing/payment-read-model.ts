import type { Payment, PaymentLine } from '@amply/api/entities/billing'
import { and, desc, eq, gt, inArray } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import type { Database } from '../../db/client'
import { plans } from '../../db/schema/ai-gateway'
import { invoices, payments, promoCodes } from '../../db/schema/billing'
import { isUuid } from '../../lib/uuid'
import type { PaymentRow } from './payment-gateway'
import { paymentLines } from './payment-lines'

const notFound = () => new HTTPException(404, { message: 'There is no such payment.' })

const iso = (date: Date | null) => date?.toISOString() ?? null

/** Each distinct value found (nulls skipped) mapped by `load`; no query when there is none. */
async function lookup<K, V>(
  values: readonly (K | null)[],
  load: (keys: K[]) => Promise<(readonly [K, V])[]>,
): Promise<Map<K, V>> {
  const keys = [...new Set(values.filter((value): value is K => value !== null))]
  return new Map(keys.length === 0 ? [] : await load(keys))
}

function toPayment(
  row: PaymentRow,
  extra: {
    invoiceId: string | null
    planId: string | null
    promoCode: string | null
    line: PaymentLine | null
  },
  at: Date,
): Payment {
  const open = row.status === 'pending' && row.expiresAt !== null && row.expiresAt > at
  return {
    id: row.id,
    kind: row.kind,
    change: row.change,
    plan_id: extra.planId,
    period: row.period,
    pack_id: row.packId,
    description: row.description,
    line: extra.line,
    subtotal: row.subtotal,
    discount: row.discount,
    credit: row.credit,
    total: row.total,
    currency: row.currency,
    status: row.status,
    gateway: row.gateway,
    promo_code: extra.promoCode,
    checkout_url: open ? row.checkoutUrl : null,
    failure_message: row.failureMessage,
    invoice_id: extra.invoiceId,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    created_at: row.createdAt.toISOString(),
    expires_at: iso(row.expiresAt),
    paid_at: iso(row.paidAt),
  }
}

/**
 * The read model of payments: rows as stored, and payments as the contract shows them (with
 * their plan's id, promo code, line and invoice; a checkout link only while it is open).
 */
export function createPaymentReadModel(db: Database) {
  async function present(rows: PaymentRow[], at: Date): Promise<Payment[]> {
    if (rows.length === 0) return []
    const ids = rows.map((row) => row.id)
    const issued = await db
      .select({ id: invoices.id, paymentId: invoices.paymentId })
      .from(invoices)
      .where(inArray(invoices.paymentId, ids))
    const invoiceOf = new Map(issued.map((row) => [row.paymentId, row.id]))
    const planOf = await lookup(
      rows.map((row) => row.planKey),
      async (keys) =>
        (
          await db
            .select({ id: plans.id, key: plans.key })
            .from(plans)
            .where(inArray(plans.key, keys))
        ).map((plan) => [plan.key, plan.id] as const),
    )
    const codeOf = await lookup(
      rows.map((row) => row.promoCodeId),
      async (keys) =>
        (
          await db
            .select({ id: promoCodes.id, code: promoCodes.code })
            .from(promoCodes)
            .where(inArray(promoCodes.id, keys))
        ).map((promo) => [promo.id, promo.code] as const),
    )
    const lines = await paymentLines(db, rows)
    return rows.map((row) =>
      toPayment(
        row,
        {
          line: lines.get(row.id) ?? null,
          invoiceId: invoiceOf.get(row.id) ?? null,
          planId: row.planKey ? (planOf.get(row.planKey) ?? null) : null,
          promoCode: row.promoCodeId ? (codeOf.get(row.promoCodeId) ?? null) : null,
        },
        at,
      ),
    )
  }

  async function one(row: PaymentRow, at: Date): Promise<Payment> {
    const [payment] = await present([row], at)
    if (!payment) throw notFound()
    return payment
  }

  async function byId(id: string): Promise<PaymentRow | undefined> {
    if (!isUuid(id)) return undefined
    const [row] = await db.select().from(payments).where(eq(payments.id, id))
    return row
  }

  async function byGatewayRef(gateway: string, ref: string): Promise<PaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.gateway, gateway), eq(payments.gatewayRef, ref)))
    return row
  }

  /** The user's payment with this id; 404 for anyone else's, or none. */
  async function owned(userId: string, id: string): Promise<PaymentRow> {
    if (!isUuid(id)) throw notFound()
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.userId, userId)))
    if (!row) throw notFound()
    return row
  }

  /** The user's payments, newest first; only those still open to pay with `openAt`. */
  function ofUser(userId: string, openAt?: Date): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(
        openAt
          ? and(
              eq(payments.userId, userId),
              eq(payments.status, 'pending'),
              gt(payments.expiresAt, openAt),
            )
          : eq(payments.userId, userId),
      )
      .orderBy(desc(payments.createdAt))
  }

  /** The user's pending plan payments (one plan payment at a time: a new one drops them). */
  function openPlanPayments(userId: string, executor: Pick<Database, 'select'> = db) {
    return executor
      .select()
      .from(payments)
      .where(
        and(eq(payments.userId, userId), eq(payments.status, 'pending'), eq(payments.kind, 'plan')),
      )
  }

  return { present, one, byId, byGatewayRef, owned, ofUser, openPlanPayments }
}
