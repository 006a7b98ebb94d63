import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { payments } from '../../db/schema/billing'
import { billingServices, pendingPayment, trialUser } from '../../../test-support/billing-parts'
import { createTestDatabase } from '../../../test-support/database'
import { createGatewaySync } from './gateway-sync'
import type { Outcome, PaymentGateway } from './payment-gateway'

const { db } = await createTestDatabase()
const at = new Date('2026-03-01T12:00:00Z')
const services = billingServices(db, () => at.getTime())

/**
 * A gateway of the test's own, behind the interface every gateway implements: what it says
 * about a checkout is set by the test, and every call to it is kept.
 */
function scriptedGateway(script: {
  start?: () => Promise<{ url: string; ref: string }>
  check?: () => Promise<Outcome | null>
  close?: () => Promise<boolean>
}) {
  const calls: string[] = []
  const gateway: PaymentGateway = {
    info: { id: 'scripted', name: 'scripted', display_name: 'Scripted', test: true },
    startCheckout: (payment) => {
      calls.push(`start ${payment.id}`)
      return script.start?.() ?? Promise.resolve({ url: 'https://pay.example/1', ref: 'ref-1' })
    },
    check: (payment) => {
      calls.push(`check ${payment.id}`)
      return script.check?.() ?? Promise.resolve(null)
    },
    close: (payment) => {
      calls.push(`close ${payment.id}`)
      return script.close?.() ?? Promise.resolve(true)
    },
  }
  return { gateway, calls }
}

const row = async (id: string) => (await db.select().from(payments).where(eq(payments.id, id)))[0]

describe('gateway sync', () => {
  it('opens a checkout and keeps where it is and the gateway’s ids', async () => {
    const { gateway } = scriptedGateway({})
    const sync = createGatewaySync({ ...services, gateways: [gateway] })
    const payment = await pendingPayment(db, await trialUser(db, at), at, { gateway: 'scripted' })
    expect(await sync.openCheckout(gateway, payment)).toBe('https://pay.example/1')
    expect(await row(payment.id)).toMatchObject({
      checkoutUrl: 'https://pay.example/1',
      gatewayRef: 'ref-1',
      status: 'pending',
    })
  })

  it('fails the payment with a 502 when the gateway cannot open its checkout', async () => {
    const { gateway } = scriptedGateway({ start: () => Promise.reject(new Error('ECONNRESET')) })
    const sync = createGatewaySync({ ...services, gateways: [gateway] })
    const payment = await pendingPayment(db, await trialUser(db, at), at, { gateway: 'scripted' })
    await expect(sync.openCheckout(gateway, payment)).rejects.toMatchObject({ status: 502 })
    expect(await row(payment.id)).toMatchObject({
      status: 'failed',
      failureMessage: 'The payment provider could not be reached.',
    })
  })

  it('applies a payment paid while it was being dropped, rather than dropping it', async () => {
    const { gateway, calls } = scriptedGateway({
      close: () => Promise.resolve(false),
      check: () => Promise.resolve({ status: 'succeeded' }),
    })
    const sync = createGatewaySync({ ...services, gateways: [gateway] })
    const payment = await pendingPayment(db, await trialUser(db, at), at, {
      gateway: 'scripted',
      gatewayRef: 'ref-paid',
    })
    await sync.drop(payment, 'Dropped by you.')
    expect(calls).toEqual([`close ${payment.id}`, `check ${payment.id}`])
    expect(await row(payment.id)).toMatchObject({ status: 'succeeded' })
  })

  it('drops a payment whose checkout it closed', async () => {
    const { gateway, calls } = scriptedGateway({})
    const sync = createGatewaySync({ ...services, gateways: [gateway] })
    const payment = await pendingPayment(db, await trialUser(db, at), at, {
      gateway: 'scripted',
      gatewayRef: 'ref-open',
    })
    await sync.drop(payment, 'Replaced by a newer payment.')
    expect(calls).toEqual([`close ${payment.id}`])
    expect(await row(payment.id)).toMatchObject({
      status: 'canceled',
      failureMessage: 'Replaced by a newer payment.',
    })
  })

  it('leaves a payment pending when the gateway cannot be asked, and says so in the log', async () => {
    const { gateway } = scriptedGateway({ check: () => Promise.reject(new Error('timeout')) })
    const sync = createGatewaySync({ ...services, gateways: [gateway] })
    const payment = await pendingPayment(db, await trialUser(db, at), at, { gateway: 'scripted' })
    await sync.checkWithGateway(payment)
    expect(await row(payment.id)).toMatchObject({ status: 'pending' })
    expect(services.logger.lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'the gateway could not be asked about a payment',
      }),
    )
  })

  it('remembers a gateway event it has seen', async () => {
    const sync = createGatewaySync({ ...services, gateways: [] })
    expect(await sync.seenEvent('evt_once')).toBe(false)
    await sync.recordEvent({ id: 'evt_once', type: 'checkout.session.expired' })
    await sync.recordEvent({ id: 'evt_once', type: 'checkout.session.expired' })
    expect(await sync.seenEvent('evt_once')).toBe(true)
  })
})
