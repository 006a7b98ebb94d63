import { count, eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/auth'
import { invoices, payments } from '../../db/schema/billing'
import { createTestApp } from '../../../test-support/app'
import { createTestDatabase } from '../../../test-support/database'
import { call, payingClient, planByKey, startPayment } from '../../../test-support/billing-flow'
import type { PaymentEntity } from '../../../test-support/billing-flow'
import { startFakeStripe } from '../../../test-support/fakes/fake-stripe-server'
import type { FakeSession } from '../../../test-support/fakes/fake-stripe-server'

const SECRET_KEY = 'sk_test_amply_fake'
const WEBHOOK_SECRET = 'whsec_amply_test_secret'
const fake = await startFakeStripe(SECRET_KEY)
afterAll(fake.close)
const { db } = await createTestDatabase()
const app = createTestApp(db, {
  STRIPE_SECRET_KEY: SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE_URL: fake.url,
})
const pro = await planByKey(app, 'pro')
// Only for its test-header helper: signs payloads the way Stripe does.
const signer = new Stripe(SECRET_KEY)

let eventCount = 0
/** A Stripe event about a session, as Stripe sends it. */
function event(type: string, session: FakeSession, id = `evt_test_${++eventCount}`) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object: { ...session } },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  })
}

function deliver(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  })
  return app.request('/api/billing/stripe/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  })
}

/** A client who started a Stripe checkout for Pro: its token, payment id and session. */
async function checkout(email: string) {
  const token = await payingClient(app, db, email)
  const created = await startPayment(app, token, {
    plan_id: pro.id,
    period: 'month',
    gateway: 'stripe',
  })
  expect(created.status).toBe(201)
  const sessionId = /cs_test_[0-9a-f]+/.exec(created.body.redirect_url)?.[0] ?? ''
  return { token, paymentId: created.body.payment_id, session: fake.session(sessionId) }
}

const paymentStatus = async (paymentId: string) => {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId))
  return row?.status
}
const invoiceCount = async (email: string) => {
  const [user] = await db.select().from(users).where(eq(users.email, email))
  const [row] = await db
    .select({ n: count() })
    .from(invoices)
    .where(eq(invoices.userId, user?.id ?? ''))
  return row?.n
}
const currentPlan = async (token: string) =>
  (
    await call<{ plan_name: string; gateway_client_id: string | null }>(
      app,
      token,
      'GET',
      '/api/client/subscription',
    )
  ).body

describe('Stripe Checkout', () => {
  it('offers Stripe alone and opens a Checkout Session for the exact amount', async () => {
    const { token, paymentId, session } = await checkout('card@example.com')
    const gateways = await call<{ id: string }[]>(app, token, 'GET', '/api/client/gateways')
    expect(gateways.body.map((g) => g.id)).toEqual(['stripe'])
    const created = fake.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && r.method === 'POST',
    )
    expect(created?.params).toMatchObject({
      mode: 'payment',
      client_reference_id: paymentId,
      metadata: { payment_id: paymentId },
      line_items: { '0': { quantity: '1', price_data: { currency: 'usd', unit_amount: '1500' } } },
    })
    expect(created?.idempotencyKey).toBe(`checkout-${paymentId}`)
    expect(session.customer).toMatch(/^cus_test_/)
    expect(session.success_url).toBe(
      `http://localhost:3000/client/payment/status?payment_id=${paymentId}&session_id={CHECKOUT_SESSION_ID}`,
    )
  })

  it('applies a paid session on its webhook, links the customer, and ignores a duplicate', async () => {
    const { token, paymentId, session } = await checkout('webhook@example.com')
    const portalBefore = await call(app, token, 'POST', '/api/client/stripe/customer/portal')
    expect(portalBefore.status).toBe(409)

    const payload = event('checkout.session.completed', fake.pay(session.id))
    expect((await deliver(payload)).status).toBe(200)
    expect(await paymentStatus(paymentId)).toBe('succeeded')
    expect(await currentPlan(token)).toMatchObject({
      plan_name: 'Pro',
      gateway_client_id: session.customer,
    })
    expect(await invoiceCount('webhook@example.com')).toBe(1)

    const asked = fake.requests.length
    const again = await Promise.all([deliver(payload), deliver(payload)])
    expect(again.map((r) => r.status)).toEqual([200, 200])
    expect(await invoiceCount('webhook@example.com')).toBe(1)
    // Known by its id: Stripe is not even asked again.
    expect(fake.requests.length).toBe(asked)

    const portal = await call<{ url: string }>(
      app,
      token,
      'POST',
      '/api/client/stripe/customer/portal',
    )
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//)
  })

  it('refuses a bad signature and a stale timestamp, with no effect', async () => {
    const { paymentId, session } = await checkout('forged@example.com')
    const payload = event('checkout.session.completed', fake.pay(session.id))
    const forged = await deliver(payload, { secret: 'whsec_someone_else' })
    expect(forged.status).toBe(400)
    expect(await forged.json()).toEqual({ detail: 'The webhook signature is not valid.' })
    const stale = await deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 })
    expect(stale.status).toBe(400)
    const unsigned = await app.request('/api/billing/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    })
    expect(unsigned.status).toBe(400)
    expect(await paymentStatus(paymentId)).toBe('pending')
  })

  it('ends in the right state whatever the order of the events', async () => {
    // A delayed payment: "completed" (not paid yet), then "async_payment_succeeded"; they
    // arrive the other way round.
    const late = await checkout('async@example.com')
    const completed = event('checkout.session.completed', fake.payLater(late.session.id))
    const succeeded = event(
      'checkout.session.async_payment_succeeded',
      fake.settleLater(late.session.id, true),
    )
    expect((await deliver(succeeded)).status).toBe(200)
    expect((await deliver(completed)).status).toBe(200)
    expect(await paymentStatus(late.paymentId)).toBe('succeeded')
    expect(await invoiceCount('async@example.com')).toBe(1)

    // The same, failing: the late "completed" does not bring it back.
    const failing = await checkout('async-fail@example.com')
    const completedToo = event('checkout.session.completed', fake.payLater(failing.session.id))
    const failed = event(
      'checkout.session.async_payment_failed',
      fake.settleLater(failing.session.id, false),
    )
    expect((await deliver(failed)).status).toBe(200)
    expect((await deliver(completedToo)).status).toBe(200)
    expect(await paymentStatus(failing.paymentId)).toBe('failed')
    expect((await currentPlan(failing.token)).plan_name).toBe('Free Trial')

    // An "expired" that comes after the payment (an older event) changes nothing.
    const paid = await checkout('paid-then-expired@example.com')
    const open = { ...paid.session }
    await deliver(event('checkout.session.completed', fake.pay(paid.session.id)))
    await deliver(event('checkout.session.expired', { ...open, status: 'expired' }))
    expect(await paymentStatus(paid.paymentId)).toBe('succeeded')
  })

  it('settles on the status page when the webhook has not come yet', async () => {
    const { token, paymentId, session } = await checkout('status-page@example.com')
    fake.pay(session.id)
    const status = await call<{ payment: PaymentEntity }>(
      app,
      token,
      'GET',
      `/api/client/payment/session?payment_id=${paymentId}`,
    )
    expect(status.body.payment.status).toBe('succeeded')
    await deliver(event('checkout.session.completed', fake.session(session.id)))
    expect(await invoiceCount('status-page@example.com')).toBe(1)
  })

  it('closes the open checkout of a payment that is dropped or replaced', async () => {
    const { token, paymentId, session } = await checkout('dropped@example.com')
    const dropped = await call<PaymentEntity>(
      app,
      token,
      'DELETE',
      `/api/client/payment/${paymentId}`,
    )
    expect(dropped.body).toMatchObject({ status: 'canceled', checkout_url: null })
    expect(fake.session(session.id).status).toBe('expired')
    await deliver(event('checkout.session.expired', fake.session(session.id)))
    expect(await paymentStatus(paymentId)).toBe('canceled')

    // Replaced: a second checkout for a plan closes the first one's session.
    const first = await checkout('replaced@example.com')
    const second = await startPayment(app, first.token, {
      plan_id: pro.id,
      period: 'year',
      gateway: 'stripe',
    })
    expect(second.status).toBe(201)
    expect(fake.session(first.session.id).status).toBe('expired')
    expect(await paymentStatus(first.paymentId)).toBe('canceled')
    const secondSession = /cs_test_[0-9a-f]+/.exec(second.body.redirect_url)?.[0] ?? ''
    expect(fake.session(secondSession).status).toBe('open')
    expect(await paymentStatus(second.body.payment_id)).toBe('pending')
  })
})
