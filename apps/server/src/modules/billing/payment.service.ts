import type {
  Gateway,
  Payment,
  PaymentLine,
  PromoCodeCheck,
  Quote,
} from '@amply/api/entities/billing'
import type { CurrentPlan } from '@amply/api/entities/user'
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import type { Database } from '../../db/client'
import { addresses, users } from '../../db/schema/auth'
import { plans } from '../../db/schema/ai-gateway'
import {
  advanceCredits,
  invoices,
  payments,
  promoCodes,
  stripeEvents,
} from '../../db/schema/billing'
import type { BillingAddress } from '../../db/schema/billing'
import type { Logger } from '../../lib/logger'
import { isUuid } from '../../lib/uuid'
import { latestPlan } from '../auth/user-entity'
import type { CreditPackService } from '../plans/credit-pack.service'
import type { PlanService } from '../plans/plan.service'
import { priceOf } from '../plans/plan.service'
import type { InvoiceService } from './invoices'
import { paymentLines } from './payment-lines'
import type { PromoCodeService } from './promo-codes'
import { planMove, standing } from './subscription.service'
import type { SubscriptionService } from './subscription.service'

export type PaymentRow = typeof payments.$inferSelect
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** How long a checkout stays open (Stripe allows at most 24 hours). */
export const CHECKOUT_TTL_MS = 23 * 3_600_000

/** What a gateway reports about a payment. */
export type Outcome =
  | { status: 'succeeded'; customerId?: string | null }
  | { status: 'failed' | 'canceled'; message: string }

/** A payment gateway: the local test gateway or Stripe. */
export interface PaymentGateway {
  info: Gateway
  /** Opens the checkout of a pending payment: where the payer goes, and the gateway's ids. */
  startCheckout(
    payment: PaymentRow,
    payer: { email: string; name: string; customerId: string | null },
  ): Promise<{ url: string; ref: string; customerId?: string | null }>
  /** How a pending payment stands at the gateway; null while it is still open. */
  check?(payment: PaymentRow): Promise<Outcome | null>
  /** Closes an open checkout (the payment was dropped); false when it was paid meanwhile. */
  close?(payment: PaymentRow): Promise<boolean>
}

export interface PaymentDeps {
  db: Database
  logger: Logger
  plans: PlanService
  packs: CreditPackService
  promos: PromoCodeService
  subscriptions: SubscriptionService
  invoices: InvoiceService
  gateways: PaymentGateway[]
  publicUrl: string
  now: () => number
}

interface Item {
  kind: 'plan' | 'credits'
  planId?: string | undefined
  period?: 'month' | 'year' | undefined
  packId?: string | undefined
  promoCode?: string | undefined
}

interface Priced {
  quote: Quote
  planKey: string | null
  planType: 'trial' | 'paid' | null
  packId: string | null
  promoId: string | null
}

const badRequest = (message: string) => new HTTPException(400, { message })
const notFound = () => new HTTPException(404, { message: 'There is no such payment.' })

/** The status page of a payment, on the website. */
export const statusPagePath = (paymentId: string) =>
  `/client/payment/status?payment_id=${encodeURIComponent(paymentId)}`

const iso = (date: Date | null) => date?.toISOString() ?? null

/** Each distinct value found (nulls skipped) mapped by `load`; no query when there is none. */
async function lookup<K, V>(
  values: readonly (K | null)[],
  load: (keys: K[]) => Promise<(readonly [K, V])[]>,
): Promise<Map<K, V>> {
  const keys = [...new Set(values.filter((value): value is K => value !== null))]
  return new Map(keys.length === 0 ? [] : await load(keys))
}

/**
 * Payments: a quote, a pending payment with its checkout, then exactly one outcome. Every
 * change of state is one transaction that holds the user's row, so a user's payments apply one
 * after the other, and a payment moves from pending once: a second confirmation (a redelivered
 * webhook, a double click, the status page checking at the same time) changes nothing.
 */
export function createPaymentService(deps: PaymentDeps) {
  const { db, logger, packs, promos, subscriptions, invoices: invoiceService } = deps
  const catalogue = deps.plans

  function gatewayOf(name: string): PaymentGateway | undefined {
    return deps.gateways.find((gateway) => gateway.info.id === name)
  }

  const lockUser = (tx: Transaction, userId: string) =>
    tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')

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
  /** Payments as the contract shows them: with their plan's id, promo code and invoice. */
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
      async (ids) =>
        (
          await db
            .select({ id: promoCodes.id, code: promoCodes.code })
            .from(promoCodes)
            .where(inArray(promoCodes.id, ids))
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

  /** Prices an item for a user now, in the caller's transaction (or outside one for a quote). */
  async function price(
    executor: Database | Transaction,
    userId: string,
    item: Item,
    at: Date,
    lockPromo: boolean,
  ): Promise<Priced> {
    if (item.kind === 'credits') {
      if (item.promoCode) throw badRequest('Promo codes apply to plans only.')
      const pack = await packs.byId(item.packId ?? '')
      if (!pack.is_active) throw badRequest(`${pack.name} is not on sale.`)
      return {
        quote: {
          kind: 'credits',
          change: null,
          description: pack.name,
          line: {
            kind: 'credits',
            credits: pack.credits,
            credit_group: pack.query_credit_group_name,
          },
          subtotal: pack.price,
          discount: 0,
          credit: 0,
          total: pack.price,
          currency: pack.currency,
          promo: null,
          starts_at: null,
          ends_at: null,
        },
        planKey: null,
        planType: null,
        packId: pack.id,
        promoId: null,
      }
    }
    const plan = await catalogue.byId(item.planId ?? '')
    const period = item.period ?? 'month'
    if (plan.type !== 'paid') throw badRequest(`The ${plan.name} plan cannot be bought.`)
    if (!plan.is_active) throw badRequest(`The ${plan.name} plan is not on sale.`)
    const listPrice = priceOf(plan, period)
    if (!listPrice) throw badRequest(`The ${plan.name} plan is not sold by the ${period}.`)
    const state = await standing(executor, userId, at)
    const current = state.current ? await catalogue.byKey(state.current.planKey) : undefined
    const move = planMove(state, current, plan, period, at)
    let promo: PromoCodeCheck | null = null
    let promoId: string | null = null
    let discount = 0
    if (item.promoCode) {
      const outcome = await promos.check(executor, {
        code: item.promoCode,
        userId,
        target: { plan, period, amount: listPrice.amount, currency: listPrice.currency },
        at,
        lock: lockPromo,
      })
      promo = outcome.check
      if (outcome.valid) {
        discount = outcome.discount
        promoId = outcome.promo.id
      }
    }
    const credit = Math.min(move.credit, listPrice.amount - discount)
    return {
      quote: {
        kind: 'plan',
        change: move.change,
        description: `${plan.name}, ${period === 'month' ? 'monthly' : 'yearly'}`,
        line: { kind: 'plan', plan_name: plan.name, period },
        subtotal: listPrice.amount,
        discount,
        credit,
        total: listPrice.amount - discount - credit,
        currency: listPrice.currency,
        promo,
        starts_at: move.startsAt.toISOString(),
        ends_at: move.endsAt.toISOString(),
      },
      planKey: plan.key,
      planType: plan.type,
      packId: null,
      promoId,
    }
  }

  /** The payment's effect, in the caller's transaction (which holds the user's row). */
  async function apply(tx: Transaction, payment: PaymentRow, outcome: Outcome, at: Date) {
    if (outcome.status !== 'succeeded') {
      await tx
        .update(payments)
        .set({ status: outcome.status, failureMessage: outcome.message })
        .where(eq(payments.id, payment.id))
      await promos.release(tx, payment.id)
      return
    }
    let bounds: { startsAt: Date | null; endsAt: Date | null } = { startsAt: null, endsAt: null }
    if (payment.kind === 'plan' && payment.planKey && payment.period && payment.change) {
      const plan = await catalogue.byKey(payment.planKey)
      bounds = await subscriptions.applyPlan(
        tx,
        {
          userId: payment.userId,
          planKey: payment.planKey,
          planType: plan?.type ?? 'paid',
          period: payment.period,
          change: payment.change,
          price: payment.subtotal,
          currency: payment.currency,
          gateway: payment.gateway,
          paymentId: payment.id,
        },
        at,
      )
    } else if (payment.kind === 'credits' && payment.packId) {
      const pack = await packs.byId(payment.packId)
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
    if (payment.gateway === 'stripe' && outcome.customerId) {
      await tx
        .update(users)
        .set({ gatewayClientId: outcome.customerId })
        .where(eq(users.id, payment.userId))
    }
    await invoiceService.issue(tx, paid, at)
  }

  /**
   * Settles a pending payment once, in one transaction: its effect (plan, credit, invoice) on
   * success, its promo code given back otherwise. `eventId` records a gateway event in the same
   * transaction. Answers whether this call changed it.
   */
  async function settle(
    paymentId: string,
    outcome: Outcome,
    eventId?: { id: string; type: string },
  ) {
    if (!isUuid(paymentId)) return false
    const [owner] = await db
      .select({ userId: payments.userId })
      .from(payments)
      .where(eq(payments.id, paymentId))
    if (!owner) return false
    return db.transaction(async (tx) => {
      await lockUser(tx, owner.userId)
      if (eventId) {
        const recorded = await tx
          .insert(stripeEvents)
          .values(eventId)
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
      .select()
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

  /** Asks the gateway about a pending payment and settles it when it has an answer. */
  async function checkWithGateway(payment: PaymentRow) {
    const gateway = gatewayOf(payment.gateway)
    if (payment.status !== 'pending' || !gateway?.check) return
    try {
      const outcome = await gateway.check(payment)
      if (outcome) await settle(payment.id, outcome)
    } catch (error) {
      logger.warn('the gateway could not be asked about a payment', {
        payment_id: payment.id,
        error: String(error),
      })
    }
  }

  async function owned(userId: string, id: string): Promise<PaymentRow> {
    if (!isUuid(id)) throw notFound()
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.userId, userId)))
    if (!row) throw notFound()
    return row
  }

  /** Drops a pending payment: its checkout is closed first (it may have been paid meanwhile). */
  async function drop(payment: PaymentRow, message: string) {
    const gateway = gatewayOf(payment.gateway)
    if (gateway?.close && payment.gatewayRef && !(await gateway.close(payment))) {
      await checkWithGateway(payment)
      return
    }
    await settle(payment.id, { status: 'canceled', message })
  }

  return {
    settle,
    gatewayOf,

    /** Whether a gateway event was handled already (a redelivery). */
    async seenEvent(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: stripeEvents.id })
        .from(stripeEvents)
        .where(eq(stripeEvents.id, id))
      return Boolean(row)
    },

    /** Records a gateway event that changed nothing, so a redelivery is skipped at once. */
    async recordEvent(event: { id: string; type: string }) {
      await db.insert(stripeEvents).values(event).onConflictDoNothing()
    },

    async byId(id: string): Promise<PaymentRow | undefined> {
      if (!isUuid(id)) return undefined
      const [row] = await db.select().from(payments).where(eq(payments.id, id))
      return row
    },

    async byGatewayRef(gateway: string, ref: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.gateway, gateway), eq(payments.gatewayRef, ref)))
      return row
    },

    gateways: (): Gateway[] => deps.gateways.map((gateway) => gateway.info),

    async quote(userId: string, item: Item): Promise<Quote> {
      return (await price(db, userId, item, new Date(deps.now()), false)).quote
    },

    async checkPromo(
      userId: string,
      input: { code: string; planId: string; period: 'month' | 'year' },
    ) {
      const at = new Date(deps.now())
      const plan = await catalogue.byId(input.planId)
      const listPrice = priceOf(plan, input.period)
      if (!listPrice) throw badRequest(`The ${plan.name} plan is not sold by the ${input.period}.`)
      const outcome = await promos.check(db, {
        code: input.code,
        userId,
        target: {
          plan,
          period: input.period,
          amount: listPrice.amount,
          currency: listPrice.currency,
        },
        at,
      })
      return outcome.check
    },

    /**
     * Creates a payment and opens its checkout. One transaction prices it with the user's row
     * held, drops the user's other open plan checkouts (one plan payment at a time, so a quote
     * stays true), holds the promo code and, when nothing is left to pay, applies it at once.
     */
    async create(
      userId: string,
      input: Item & { gateway: string; addressId?: string | undefined },
    ): Promise<{ payment_id: string; redirect_url: string }> {
      const gateway = gatewayOf(input.gateway)
      if (!gateway) throw badRequest('This payment gateway is not available.')
      const at = new Date(deps.now())
      const address = await billingAddress(userId, input.addressId)
      if (input.kind === 'plan') {
        const open = await db
          .select()
          .from(payments)
          .where(
            and(
              eq(payments.userId, userId),
              eq(payments.status, 'pending'),
              eq(payments.kind, 'plan'),
            ),
          )
        for (const payment of open) await drop(payment, 'Replaced by a newer payment.')
      }
      const created = await db.transaction(async (tx) => {
        await lockUser(tx, userId)
        const priced = await price(tx, userId, input, at, true)
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
            expiresAt: new Date(at.getTime() + CHECKOUT_TTL_MS),
          })
          .returning()
        if (!payment) throw new Error('No payment was stored')
        if (priced.promoId) await promos.hold(tx, priced.promoId, userId, payment.id)
        if (free) await apply(tx, payment, { status: 'succeeded' }, at)
        return { payment, free }
      })
      const { payment } = created
      if (created.free) return { payment_id: payment.id, redirect_url: statusPagePath(payment.id) }

      const [payer] = await db.select().from(users).where(eq(users.id, userId))
      try {
        const checkout = await gateway.startCheckout(payment, {
          email: payer?.email ?? '',
          name: `${payer?.firstName ?? ''} ${payer?.lastName ?? ''}`.trim(),
          customerId: payer?.gatewayClientId ?? null,
        })
        await db
          .update(payments)
          .set({
            checkoutUrl: checkout.url,
            gatewayRef: checkout.ref,
            gatewayCustomerId: checkout.customerId ?? null,
          })
          .where(eq(payments.id, payment.id))
        return { payment_id: payment.id, redirect_url: checkout.url }
      } catch (error) {
        logger.error('a checkout could not be opened', {
          payment_id: payment.id,
          gateway: gateway.info.id,
          error: String(error),
        })
        await settle(payment.id, {
          status: 'failed',
          message: 'The payment provider could not be reached.',
        })
        throw new HTTPException(502, {
          message: 'The payment provider could not be reached. Please try again in a moment.',
        })
      }
    },

    async list(userId: string): Promise<Payment[]> {
      const at = new Date(deps.now())
      await expireStale(userId, at)
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt))
      return present(rows, at)
    },

    async pending(userId: string): Promise<Payment[]> {
      const at = new Date(deps.now())
      await expireStale(userId, at)
      const rows = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.status, 'pending'),
            gt(payments.expiresAt, at),
          ),
        )
        .orderBy(desc(payments.createdAt))
      return present(rows, at)
    },

    /** The status page: a pending payment is checked with its gateway first. */
    async status(
      userId: string,
      id: string,
    ): Promise<{ payment: Payment; current_plan: CurrentPlan | null }> {
      const at = new Date(deps.now())
      const row = await owned(userId, id)
      if (row.status === 'pending') {
        if (row.expiresAt && row.expiresAt <= at) await expireStale(userId, at)
        else await checkWithGateway(row)
      }
      const [payment] = await present([await owned(userId, id)], new Date(deps.now()))
      if (!payment) throw notFound()
      return { payment, current_plan: await latestPlan(db, userId, new Date(deps.now())) }
    },

    async cancel(userId: string, id: string): Promise<Payment> {
      const row = await owned(userId, id)
      if (row.status !== 'pending') {
        throw new HTTPException(409, { message: 'Only a payment not made yet can be dropped.' })
      }
      await drop(row, 'Dropped by you.')
      const [payment] = await present([await owned(userId, id)], new Date(deps.now()))
      if (!payment) throw notFound()
      return payment
    },
  }

  /** The address to bill: the one named, else the primary one. */
  async function billingAddress(
    userId: string,
    addressId: string | undefined,
  ): Promise<BillingAddress> {
    if (addressId !== undefined && !isUuid(addressId))
      throw badRequest('There is no such billing address.')
    const [row] = await db
      .select()
      .from(addresses)
      .where(
        addressId
          ? and(eq(addresses.userId, userId), eq(addresses.id, addressId))
          : and(eq(addresses.userId, userId), eq(addresses.isPrimary, true)),
      )
    if (!row) {
      throw badRequest(
        addressId ? 'There is no such billing address.' : 'Add a billing address before paying.',
      )
    }
    return {
      name: row.name,
      lines: [
        row.line1,
        row.line2,
        [row.postalCode, row.city].filter(Boolean).join(' '),
        row.state,
        row.phone,
      ].filter(Boolean),
      country: row.country,
    }
  }
}

export type PaymentService = ReturnType<typeof createPaymentService>
