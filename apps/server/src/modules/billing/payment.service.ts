import type { Payment, Period, Quote } from '@amply/api/entities/billing'
import type { CurrentPlan } from '@amply/api/entities/user'
import { HTTPException } from 'hono/http-exception'
import { payments } from '../../db/schema/billing'
import { latestPlan } from '../auth/user-entity'
import { billingAddress } from './billing-address'
import { createGatewaySync } from './gateway-sync'
import { CHECKOUT_TTL_MS, statusPagePath } from './payment-gateway'
import type { PaymentGateway } from './payment-gateway'
import { createPaymentReadModel } from './payment-read-model'
import { createPricing } from './pricing'
import type { Item } from './pricing'
import { createSettlement, lockUser } from './settlement'
import type { SettlementDeps } from './settlement'

/** What payments are built from: what settles them, and the gateways that take the money. */
export interface PaymentDeps extends SettlementDeps {
  gateways: PaymentGateway[]
}

const badRequest = (message: string) => new HTTPException(400, { message })

/**
 * Payments, put together from their parts: prices and quotes (pricing.ts), settlement
 * (settlement.ts), gateway sync (gateway-sync.ts) and the read model (payment-read-model.ts).
 * This file only composes them into the calls of the routes: a quote, a pending payment with
 * its checkout, then exactly one outcome.
 */
export function createPaymentService(deps: PaymentDeps) {
  const { db } = deps
  const at = () => new Date(deps.now())
  const pricing = createPricing(deps)
  const settlement = createSettlement(deps)
  const sync = createGatewaySync({ ...deps, settlement })
  const reads = createPaymentReadModel(db)

  return {
    settle: settlement.settle,
    gatewayOf: sync.gatewayOf,
    gateways: sync.gateways,
    seenEvent: sync.seenEvent,
    recordEvent: sync.recordEvent,
    byId: reads.byId,
    byGatewayRef: reads.byGatewayRef,

    async quote(userId: string, item: Item): Promise<Quote> {
      return (await pricing.price(db, userId, item, at(), false)).quote
    },

    checkPromo: (userId: string, input: { code: string; planId: string; period: Period }) =>
      pricing.checkPromo(db, userId, input, at()),

    /**
     * Creates a payment and opens its checkout. The user's other open plan payments are dropped
     * first (one plan payment at a time, so a quote stays true and one payment holds a code);
     * then one transaction, with the user's row held, checks that none is left, prices the item
     * with the promo code's row held, stores the payment (which holds the code until it is
     * settled) and, when nothing is left to pay, applies it at once.
     */
    async create(
      userId: string,
      input: Item & { gateway: string; addressId?: string | undefined },
    ): Promise<{ payment_id: string; redirect_url: string }> {
      const gateway = sync.gatewayOf(input.gateway)
      if (!gateway) throw badRequest('This payment gateway is not available.')
      const now = at()
      const address = await billingAddress(db, userId, input.addressId)
      if (input.kind === 'plan') {
        for (const payment of await reads.openPlanPayments(userId))
          await sync.drop(payment, 'Replaced by a newer payment.')
      }
      const created = await db.transaction(async (tx) => {
        await lockUser(tx, userId)
        // Dropped above, unless another request opened one since (or its gateway is away).
        if (input.kind === 'plan' && (await reads.openPlanPayments(userId, tx)).length > 0) {
          throw new HTTPException(409, {
            message: 'Another payment of yours is still open. Please try again in a moment.',
          })
        }
        const priced = await pricing.price(tx, userId, input, now, true)
        if (priced.quote.promo && !priced.quote.promo.valid)
          throw badRequest(priced.quote.promo.message)
        const free = priced.quote.total === 0
        const [payment] = await tx
          .insert(payments)
          .values({
            userId,
            kind: priced.quote.kind,
            change: priced.quote.change,
            planKey: priced.planKey,
            period: input.kind === 'plan' ? (input.period ?? null) : null,
            packId: priced.packId,
            description: priced.quote.description,
            subtotal: priced.quote.subtotal,
            discount: priced.quote.discount,
            credit: priced.quote.credit,
            total: priced.quote.total,
            currency: priced.quote.currency,
            gateway: free ? 'none' : gateway.info.id,
            promoCodeId: priced.promoId,
            billingAddress: address,
            expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
          })
          .returning()
        if (!payment) throw new Error('No payment was stored')
        if (free) await settlement.apply(tx, payment, { status: 'succeeded' }, now)
        return { payment, free }
      })
      const { payment } = created
      if (created.free) return { payment_id: payment.id, redirect_url: statusPagePath(payment.id) }
      return { payment_id: payment.id, redirect_url: await sync.openCheckout(gateway, payment) }
    },

    async list(userId: string): Promise<Payment[]> {
      const now = at()
      await settlement.expireStale(userId, now)
      return reads.present(await reads.ofUser(userId), now)
    },

    async pending(userId: string): Promise<Payment[]> {
      const now = at()
      await settlement.expireStale(userId, now)
      return reads.present(await reads.ofUser(userId, now), now)
    },

    /** The status page: a pending payment is checked with its gateway first. */
    async status(
      userId: string,
      id: string,
    ): Promise<{ payment: Payment; current_plan: CurrentPlan | null }> {
      const row = await reads.owned(userId, id)
      if (row.status === 'pending') {
        const now = at()
        if (row.expiresAt && row.expiresAt <= now) await settlement.expireStale(userId, now)
        else await sync.checkWithGateway(row)
      }
      const payment = await reads.one(await reads.owned(userId, id), at())
      return { payment, current_plan: await latestPlan(db, userId, at()) }
    },

    async cancel(userId: string, id: string): Promise<Payment> {
      const row = await reads.owned(userId, id)
      if (row.status !== 'pending') {
        throw new HTTPException(409, { message: 'Only a payment not made yet can be dropped.' })
      }
      await sync.drop(row, 'Dropped by you.')
      return reads.one(await reads.owned(userId, id), at())
    },
  }
}

export type PaymentService = ReturnType<typeof createPaymentService>
