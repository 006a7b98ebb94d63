import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { invoices, payments, subscriptions } from '../../db/schema/billing'
import { billingServices, pendingPayment, trialUser } from '../../../test-support/billing-parts'
import { createTestDatabase } from '../../../test-support/database'
import { CHECKOUT_TTL_MS } from './payment-gateway'

const { db } = await createTestDatabase()
const at = new Date('2026-03-01T12:00:00Z')
let clock = at.getTime()
const services = billingServices(db, () => clock)
const { settlement } = services

const invoiceCount = async (userId: string) =>
  (await db.select({ n: count() }).from(invoices).where(eq(invoices.userId, userId)))[0]?.n
const statusOf = async (id: string) =>
  (await db.select().from(payments).where(eq(payments.id, id)))[0]

describe('settlement', () => {
  it('applies a payment once, whatever number of confirmations arrive at once', async () => {
    const user = await trialUser(db, at)
    const payment = await pendingPayment(db, user, at)
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => settlement.settle(payment.id, { status: 'succeeded' })),
    )
    expect(answers.filter(Boolean)).toHaveLength(1)
    expect(await statusOf(payment.id)).toMatchObject({ status: 'succeeded' })
    expect(await invoiceCount(user)).toBe(1)
    const terms = await db.select().from(subscriptions).where(eq(subscriptions.userId, user))
    expect(terms.filter((term) => term.type === 'paid')).toMatchObject([
      { planKey: 'pro', period: 'month', paymentId: payment.id },
    ])
  })

  it('records a failure with its reason, and nothing else', async () => {
    const user = await trialUser(db, at)
    const payment = await pendingPayment(db, user, at)
    expect(
      await settlement.settle(payment.id, { status: 'failed', message: 'The card was declined.' }),
    ).toBe(true)
    expect(await statusOf(payment.id)).toMatchObject({
      status: 'failed',
      failureMessage: 'The card was declined.',
      paidAt: null,
    })
    expect(await invoiceCount(user)).toBe(0)
  })

  it('tells an operator to refund a success that comes after the payment was closed', async () => {
    const user = await trialUser(db, at)
    const payment = await pendingPayment(db, user, at)
    await settlement.settle(payment.id, { status: 'canceled', message: 'Dropped by you.' })
    expect(await settlement.settle(payment.id, { status: 'succeeded' })).toBe(false)
    expect(await statusOf(payment.id)).toMatchObject({ status: 'canceled' })
    expect(await invoiceCount(user)).toBe(0)
    expect(services.logger.lines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'a payment succeeded after it was closed; refund it',
      }),
    )
  })

  it('counts a gateway event once, in the transaction that settles', async () => {
    const user = await trialUser(db, at)
    const payment = await pendingPayment(db, user, at)
    const event = { id: `evt_${payment.id}`, type: 'checkout.session.completed' }
    expect(await settlement.settle(payment.id, { status: 'succeeded' }, event)).toBe(true)
    const other = await pendingPayment(db, user, at, { kind: 'credits', planKey: null })
    // The same event again changes nothing, even for another payment.
    expect(await settlement.settle(other.id, { status: 'succeeded' }, event)).toBe(false)
    expect(await statusOf(other.id)).toMatchObject({ status: 'pending' })
  })

  it('closes only the checkouts that have expired', async () => {
    const user = await trialUser(db, at)
    const old = await pendingPayment(db, user, at)
    clock = at.getTime() + CHECKOUT_TTL_MS / 2
    const fresh = await pendingPayment(db, user, new Date(clock))
    clock = at.getTime() + CHECKOUT_TTL_MS
    await settlement.expireStale(user, new Date(clock))
    expect(await statusOf(old.id)).toMatchObject({
      status: 'canceled',
      failureMessage: 'The checkout expired.',
    })
    expect(await statusOf(fresh.id)).toMatchObject({ status: 'pending' })
    clock = at.getTime()
  })
})
