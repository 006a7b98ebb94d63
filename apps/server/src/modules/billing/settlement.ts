import { and, eq, lte, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client'
import { users } from '../../db/schema/auth'
import { advanceCredits, payments, stripeEvents } from '../../db/schema/billing'
import type { Logger } from '../../lib/logger'
import { isUuid } from '../../lib/uuid'
import type { CreditPackService } from '../plans/credit-pack.service'
import type { PlanService } from '../plans/plan.service'
import type { InvoiceService } from './invoices'
import type { Outcome, PaymentRow } from './payment-gateway'
import type { PromoCodeService } from './promo-codes'
import type { SubscriptionService } from './subscription.service'

export interface SettlementDeps {
  db: Database
  logger: Logger
  plans: PlanService
  packs: CreditPackService
  promos: PromoCodeService
  subscriptions: SubscriptionService
  invoices: InvoiceService
  now: () => number
}

/** Holds the user's row until the transaction ends: a user's payments apply one at a time. */
export const lockUser = (tx: Transaction, userId: string) =>
  tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')

/**
 * Settlement: a pending payment moves to exactly one outcome, once. Every change is one
 * transaction that holds the user's row, so a second confirmation (a redelivered webhook, a
 * double click, the status page checking at the same time) changes nothing.
 */
export function createSettlement(deps: SettlementDeps) {
  const { db, logger, packs, promos, subscriptions, invoices } = deps

  /** The payment's effect, in the caller's transaction (which holds the user's row). */
  async function apply(tx: Transaction, payment: PaymentRow, outcome: Outcome, at: Date) {
    if (outcome.status !== 'succeeded') {
      await tx
        .update(payments)
        .set({ status: outcome.status, failureMessage: outcome.message })
        .where(eq(payments.id, payment.id))
      return
    }
    let bounds: { startsAt: Date | null; endsAt: Date | null } = { startsAt: null, endsAt: null }
    if (payment.kind === 'plan' && payment.planKey && payment.period && payment.change) {
      const plan = await deps.plans.byKey(payment.planKey, tx)
      bounds = await subscriptions.applyPlan(
        tx,
        {
          userId: payment.userId,
          planKey: payment.planKey,
          planType: plan?.type ?? 'paid',
          period: payment.period,
          change: payment.change,
          // What the period cost after its promo code: an upgrade credits no more than that.
          price: payment.subtotal - payment.discount,
          currency: payment.currency,
          gateway: payment.gateway,
          paymentId: payment.id,
        },
        at,
      )
    } else if (payment.kind === 'credits' && payment.packId) {
      const pack = await packs.byId(payment.packId, tx)
      await tx
        .insert(advanceCredits)
        .values({
          userId: payment.userId,
          creditGroup: pack.query_credit_group_name,
          remaining: pack.credits,
        })
        .onConflictDoUpdate({
          target: [advanceCredits.userId, advanceCredits.creditGroup],
          set: { remaining: sql`${advanceCredits.remaining} + ${pack.credits}` },
        })
    }
    const [paid] = await tx
      .update(payments)
      .set({ status: 'succeeded', paidAt: at, startsAt: bounds.startsAt, endsAt: bounds.endsAt })
      .where(eq(payments.id, payment.id))
      .returning()
    if (!paid) throw new Error('The payment disappeared')
    const { promoCodeId } = payment
    if (promoCodeId && !(await promos.redeem(tx, { ...payment, promoCodeId }))) {
      // Cannot happen while one open payment at a time holds a code: an operator looks at it.
      logger.error('an account used a promo code twice; the second discount was given', {
        payment_id: payment.id,
        promo_code_id: promoCodeId,
      })
    }
    if (payment.gateway === 'stripe' && outcome.customerId) {
      await tx
        .update(users)
        .set({ gatewayClientId: outcome.customerId })
        .where(eq(users.id, payment.userId))
    }
    await invoices.issue(tx, paid, at)
  }

  /**
   * Settles a pending payment once, in one transaction: its effect (plan, credit, invoice) on
   * success, its promo code given back otherwise. `event` records a gateway event in the same
   * transaction. Answers whether this call changed it.
   */
  async function settle(paymentId: string, outcome: Outcome, event?: { id: string; type: string }) {
    if (!isUuid(paymentId)) return false
    const [owner] = await db
      .select({ userId: payments.userId })
      .from(payments)
      .where(eq(payments.id, paymentId))
    if (!owner) return false
    return db.transaction(async (tx) => {
      await lockUser(tx, owner.userId)
      if (event) {
        const recorded = await tx
          .insert(stripeEvents)
          .values(event)
          .onConflictDoNothing()
          .returning({ id: stripeEvents.id })
        if (recorded.length === 0) return false
      }
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.id, paymentId))
        .for('update')
      if (!payment) return false
      if (payment.status !== 'pending') {
        if (outcome.status === 'succeeded' && payment.status !== 'succeeded') {
          // Money was taken for a payment already given up: an operator refunds it.
          logger.error('a payment succeeded after it was closed; refund it', {
            payment_id: payment.id,
            gateway: payment.gateway,
            gateway_ref: payment.gatewayRef,
          })
        }
        return false
      }
      await apply(tx, payment, outcome, new Date(deps.now()))
      return true
    })
  }

  /** Closes the user's pending payments whose checkout has expired. */
  async function expireStale(userId: string, at: Date) {
    const stale = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.status, 'pending'),
          lte(payments.expiresAt, at),
        ),
      )
    for (const payment of stale) {
      await settle(payment.id, { status: 'canceled', message: 'The checkout expired.' })
    }
  }

  return { apply, settle, expireStale }
}

export type Settlement = ReturnType<typeof createSettlement>
