import { eq } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import type { Database } from '../../db/client'
import { users } from '../../db/schema/auth'
import type { RouteHandlers } from '../../lib/route-table'
import { latestPlan } from '../auth/user-entity'
import type { InvoiceService } from './invoices'
import type { PaymentService } from './payment.service'
import type { PromoCodeService } from './promo-codes'
import type { SubscriptionService } from './subscription.service'

export interface BillingHandlerDeps {
  db: Database
  payments: PaymentService
  subscriptions: SubscriptionService
  invoices: InvoiceService
  promos: PromoCodeService
  /** Opens the card provider's portal for a customer; undefined without Stripe. */
  portal: ((customerId: string) => Promise<string>) | undefined
  now: () => number
}

/** The client payment calls (docs/product.md#server-calls) and the admin promo codes. */
export function billingHandlers(deps: BillingHandlerDeps): RouteHandlers {
  const { db, payments, subscriptions, invoices, promos } = deps
  const at = () => new Date(deps.now())
  const item = (input: {
    plan_id?: string | undefined
    period?: 'month' | 'year' | undefined
    pack_id?: string | undefined
    promo_code?: string | undefined
  }) => ({
    kind: input.pack_id ? ('credits' as const) : ('plan' as const),
    planId: input.plan_id,
    period: input.period,
    packId: input.pack_id,
    // An empty field is no code.
    promoCode: input.promo_code === '' ? undefined : input.promo_code,
  })

  return {
    getCurrentPlan: async (_, c) => {
      const { userId } = c.get('principal')
      const plan = await latestPlan(db, userId, at())
      if (!plan) return null
      const [user] = await db
        .select({ gatewayClientId: users.gatewayClientId })
        .from(users)
        .where(eq(users.id, userId))
      return { ...plan, gateway_client_id: user?.gatewayClientId ?? null }
    },
    getSubscription: (_, c) => subscriptions.details(c.get('principal').userId, at()),
    changeSubscription: (input, c) => {
      const body = input.body
      return subscriptions.act(
        c.get('principal').userId,
        body.action === 'downgrade'
          ? { action: 'downgrade', planId: body.plan_id, period: body.period }
          : body,
        at(),
      )
    },
    listGateways: () => payments.gateways(),
    quotePayment: (input, c) => payments.quote(c.get('principal').userId, item(input.query)),
    createPayment: (input, c) =>
      payments.create(c.get('principal').userId, {
        ...item(input.body),
        gateway: input.body.gateway,
        addressId: input.body.address_id,
      }),
    listPayments: (_, c) => payments.list(c.get('principal').userId),
    listPendingPayments: (_, c) => payments.pending(c.get('principal').userId),
    paymentSession: (input, c) =>
      payments.status(c.get('principal').userId, input.query.payment_id),
    cancelPayment: (input, c) => payments.cancel(c.get('principal').userId, input.params.id),
    listInvoices: (_, c) => invoices.list(c.get('principal').userId),
    validatePromoCode: (input, c) =>
      payments.checkPromo(c.get('principal').userId, {
        code: input.body.code,
        planId: input.body.plan_id,
        period: input.body.period,
      }),
    customerPortal: async (_, c) => {
      if (!deps.portal) {
        throw new HTTPException(404, { message: 'Card payments are not set up.' })
      }
      const [user] = await db
        .select({ gatewayClientId: users.gatewayClientId })
        .from(users)
        .where(eq(users.id, c.get('principal').userId))
      if (!user?.gatewayClientId) {
        throw new HTTPException(409, {
          message: 'You have no card on file yet. Pay by card once to manage your cards here.',
        })
      }
      return { url: await deps.portal(user.gatewayClientId) }
    },
    adminListPromoCodes: () => promos.list(),
    createPromoCode: (input) => promos.create(input.body),
    updatePromoCode: (input) => promos.update(input.body),
  }
}
