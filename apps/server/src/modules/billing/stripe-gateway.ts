import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import Stripe from 'stripe'
import type { AppEnv } from '../../lib/app-env'
import type { Logger } from '../../lib/logger'
import { CHECKOUT_TTL_MS, statusPagePath } from './payment-gateway'
import type { Outcome, PaymentGateway } from './payment-gateway'
import type { PaymentService } from './payment.service'

export const STRIPE_WEBHOOK_PATH = '/api/billing/stripe/webhook'

/** How old a signed webhook may be (Stripe's own default: 5 minutes). */
const WEBHOOK_TOLERANCE_SECONDS = 300

export interface StripeConfig {
  secretKey: string
  webhookSecret: string | undefined
  /** Another address for Stripe's API (a proxy, or the fake API of the tests). */
  apiBaseUrl: string | undefined
}

/** The SDK, pointed at `apiBaseUrl` when one is given. */
export function createStripeClient(config: StripeConfig): Stripe {
  const base = config.apiBaseUrl ? new URL(config.apiBaseUrl) : null
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'http:' ? 80 : 443)),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  })
}

const customerOf = (session: Stripe.Checkout.Session) =>
  typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null)

/** A PaymentIntent that will not succeed any more (a delayed payment that failed). */
const failedIntent = (session: Stripe.Checkout.Session) =>
  typeof session.payment_intent === 'object' &&
  session.payment_intent !== null &&
  ['requires_payment_method', 'canceled'].includes(session.payment_intent.status)

/** What a Checkout Session (its PaymentIntent expanded) says about its payment; null while open. */
function outcomeOf(session: Stripe.Checkout.Session): Outcome | null {
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
    return { status: 'succeeded', customerId: customerOf(session) }
  }
  if (session.status === 'expired') return { status: 'canceled', message: 'The checkout expired.' }
  if (session.status === 'complete' && failedIntent(session)) {
    return { status: 'failed', message: 'The payment did not go through.' }
  }
  return null
}

/** The session as Stripe has it now, with its PaymentIntent. */
const retrieveSession = (stripe: Stripe, id: string) =>
  stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent'] })

/**
 * Stripe: Checkout Sessions in payment mode for every payment (this server keeps the
 * subscriptions; Stripe takes the money), the Customer Portal for cards and receipts. Stripe
 * is the truth about a payment: an event is only a cue to ask Stripe how the session stands,
 * so events count in any order, and a redelivered one (same id) is skipped.
 */
export function createStripeGateway(
  stripe: Stripe,
  { publicUrl, now }: { publicUrl: string; now: () => number },
): PaymentGateway & {
  portal(customerId: string): Promise<string>
} {
  return {
    info: { id: 'stripe', name: 'stripe', display_name: 'Card (Stripe)', test: false },

    async startCheckout(payment, payer) {
      const customer =
        payer.customerId ??
        payment.gatewayCustomerId ??
        (
          await stripe.customers.create({
            email: payer.email,
            ...(payer.name ? { name: payer.name } : {}),
            metadata: { user_id: payment.userId },
          })
        ).id
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer,
          client_reference_id: payment.id,
          metadata: { payment_id: payment.id, user_id: payment.userId },
          payment_intent_data: { metadata: { payment_id: payment.id } },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: payment.currency.toLowerCase(),
                unit_amount: payment.total,
                product_data: { name: payment.description },
              },
            },
          ],
          expires_at: Math.floor((now() + CHECKOUT_TTL_MS) / 1000),
          success_url: `${publicUrl}${statusPagePath(payment.id)}&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${publicUrl}${statusPagePath(payment.id)}`,
        },
        // A retried call opens no second checkout for the same payment.
        { idempotencyKey: `checkout-${payment.id}` },
      )
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a url')
      return { url: session.url, ref: session.id, customerId: customer }
    },

    async check(payment) {
      if (!payment.gatewayRef) return null
      return outcomeOf(await retrieveSession(stripe, payment.gatewayRef))
    },

    async close(payment) {
      if (!payment.gatewayRef) return true
      const session = await retrieveSession(stripe, payment.gatewayRef)
      if (session.status !== 'open') return outcomeOf(session)?.status !== 'succeeded'
      await stripe.checkout.sessions.expire(payment.gatewayRef)
      return true
    },

    async portal(customerId) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: `${publicUrl}/dashboard/user/account/billing`,
      })
      return session.url
    },
  }
}

/** The events that concern a Checkout Session's payment. */
const sessionEvents = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
])

/** POST /api/billing/stripe/webhook: signed by Stripe, handled once per event id. */
export function stripeWebhookRoutes(deps: {
  stripe: Stripe
  webhookSecret: string
  payments: PaymentService
  logger: Logger
  now: () => number
}) {
  const app = new Hono<AppEnv>()
  app.post(STRIPE_WEBHOOK_PATH, async (c) => {
    const payload = await c.req.text()
    let event: Stripe.Event
    try {
      event = deps.stripe.webhooks.constructEvent(
        payload,
        c.req.header('stripe-signature') ?? '',
        deps.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        deps.now(),
      )
    } catch (error) {
      deps.logger.warn('a Stripe webhook was refused', { error: String(error) })
      throw new HTTPException(400, { message: 'The webhook signature is not valid.' })
    }
    const record = { id: event.id, type: event.type }
    if (await deps.payments.seenEvent(event.id)) return c.json({ received: true })
    if (sessionEvents.has(event.type)) {
      const session = event.data.object as Stripe.Checkout.Session
      const payment = await deps.payments.byGatewayRef('stripe', session.id)
      if (payment) {
        // Stripe's word now, not the event's (which may be older than another one already seen).
        const outcome = outcomeOf(await retrieveSession(deps.stripe, session.id))
        if (outcome && (await deps.payments.settle(payment.id, outcome, record))) {
          return c.json({ received: true })
        }
      }
    }
    await deps.payments.recordEvent(record)
    return c.json({ received: true })
  })
  return app
}
