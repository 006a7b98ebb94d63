import { describe, expect, it } from 'vitest'
import {
  billingServices,
  pendingPayment,
  planId,
  trialUser,
} from '../../../test-support/billing-parts'
import { createTestDatabase } from '../../../test-support/database'
import { CHECKOUT_TTL_MS } from './payment-gateway'
import { createPaymentReadModel } from './payment-read-model'

const { db } = await createTestDatabase()
const at = new Date('2026-03-01T12:00:00Z')
const { settlement } = billingServices(db, () => at.getTime())
const reads = createPaymentReadModel(db)

describe('the read model of payments', () => {
  it('shows a payment with its plan, line and invoice, and its checkout only while open', async () => {
    const user = await trialUser(db, at)
    const open = await pendingPayment(db, user, at, { checkoutUrl: 'https://pay.example/open' })
    const [shown] = await reads.present([open], at)
    expect(shown).toMatchObject({
      id: open.id,
      plan_id: await planId(db, 'pro'),
      line: { kind: 'plan', plan_name: 'Pro', period: 'month' },
      status: 'pending',
      checkout_url: 'https://pay.example/open',
      invoice_id: null,
      promo_code: null,
    })
    const later = new Date(at.getTime() + CHECKOUT_TTL_MS)
    expect((await reads.present([open], later))[0]?.checkout_url).toBeNull()

    await settlement.settle(open.id, { status: 'succeeded' })
    const paid = await reads.one(await reads.owned(user, open.id), at)
    expect(paid).toMatchObject({ status: 'succeeded', checkout_url: null })
    expect(paid.invoice_id).toEqual(expect.any(String))
  })

  it('lists a user’s payments newest first, the open ones apart, and no one else’s', async () => {
    const user = await trialUser(db, at)
    const stranger = await trialUser(db, at)
    const first = await pendingPayment(db, user, at)
    const second = await pendingPayment(db, user, new Date(at.getTime() + 1000))
    await settlement.settle(first.id, { status: 'canceled', message: 'Dropped by you.' })
    await pendingPayment(db, stranger, at)
    expect((await reads.ofUser(user)).map((row) => row.id)).toEqual([second.id, first.id])
    expect((await reads.ofUser(user, at)).map((row) => row.id)).toEqual([second.id])
    await expect(reads.owned(stranger, first.id)).rejects.toMatchObject({ status: 404 })
    await expect(reads.owned(user, 'not-an-id')).rejects.toMatchObject({ status: 404 })
  })
})
