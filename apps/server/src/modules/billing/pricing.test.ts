import { planInputSchema, promoCodeInputSchema } from '@amply/api/entities/billing'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { creditPacks } from '../../db/schema/billing'
import { billingServices, paidTerm, planId, trialUser } from '../../../test-support/billing-parts'
import { createTestDatabase } from '../../../test-support/database'
import { createPricing } from './pricing'

const { db } = await createTestDatabase()
const DAY = 86_400_000
const at = new Date('2026-03-01T12:00:00Z')
const services = billingServices(db, () => at.getTime())
const pricing = createPricing(services)
const pro = await planId(db, 'pro')
const starter = await planId(db, 'starter')

describe('prices and quotes', () => {
  it('prices a first plan at its list price, for a period that starts now', async () => {
    const user = await trialUser(db, at)
    const priced = await pricing.price(
      db,
      user,
      { kind: 'plan', planId: pro, period: 'year' },
      at,
      false,
    )
    expect(priced).toMatchObject({ planKey: 'pro', planType: 'paid', packId: null, promoId: null })
    expect(priced.quote).toMatchObject({
      change: 'new',
      description: 'Pro, yearly',
      line: { kind: 'plan', plan_name: 'Pro', period: 'year' },
      subtotal: 15_000,
      discount: 0,
      credit: 0,
      total: 15_000,
      currency: 'USD',
      starts_at: at.toISOString(),
      ends_at: new Date(at.getTime() + 365 * DAY).toISOString(),
    })
  })

  it('takes a promo code off, and says why a code does not apply', async () => {
    const user = await trialUser(db, at)
    await services.promos.create(
      promoCodeInputSchema.parse({
        code: 'third',
        kind: 'percent',
        percent_off: 33,
        plan_keys: ['starter'],
      }),
    )
    const item = { kind: 'plan' as const, planId: starter, period: 'month' as const }
    const priced = await pricing.price(db, user, { ...item, promoCode: 'Third' }, at, false)
    expect(priced.quote).toMatchObject({ subtotal: 800, discount: 264, total: 536 })
    expect(priced.promoId).not.toBeNull()
    const elsewhere = await pricing.price(
      db,
      user,
      { kind: 'plan', planId: pro, period: 'month', promoCode: 'THIRD' },
      at,
      false,
    )
    expect(elsewhere.quote).toMatchObject({
      discount: 0,
      total: 1500,
      promo: { valid: false, refusal: 'not_for_plan' },
    })
    expect(elsewhere.promoId).toBeNull()
  })

  it('credits the unused part of a paid plan to an upgrade, never more than the new price', async () => {
    const user = await trialUser(db, at)
    await paidTerm(db, user, {
      planKey: 'starter',
      price: 800,
      from: new Date(at.getTime() - 15 * DAY),
      to: new Date(at.getTime() + 15 * DAY),
    })
    const priced = await pricing.price(
      db,
      user,
      { kind: 'plan', planId: pro, period: 'month' },
      at,
      false,
    )
    expect(priced.quote).toMatchObject({
      change: 'upgrade',
      subtotal: 1500,
      credit: 400,
      total: 1100,
    })
  })

  it('prices a credit pack at its own price, and refuses a promo code on it', async () => {
    const user = await trialUser(db, at)
    const [pack] = await db.select().from(creditPacks).where(eq(creditPacks.key, 'image-50'))
    const priced = await pricing.price(db, user, { kind: 'credits', packId: pack?.id }, at, false)
    expect(priced.quote).toMatchObject({
      kind: 'credits',
      change: null,
      line: { kind: 'credits', credits: 50, credit_group: 'Image' },
      total: 500,
    })
    await expect(
      pricing.price(db, user, { kind: 'credits', packId: pack?.id, promoCode: 'THIRD' }, at, false),
    ).rejects.toMatchObject({ status: 400, message: 'Promo codes apply to plans only.' })
  })

  it('refuses a plan that is not sold, or not by that period', async () => {
    const user = await trialUser(db, at)
    const trial = await planId(db, 'trial')
    await expect(
      pricing.price(db, user, { kind: 'plan', planId: trial, period: 'month' }, at, false),
    ).rejects.toMatchObject({ status: 400, message: 'The Free Trial plan cannot be bought.' })
    const team = await services.plans.create(
      planInputSchema.parse({
        key: 'team',
        name: 'Team',
        type: 'paid',
        description: '',
        prices: [{ period: 'year', amount: 24_000, currency: 'USD' }],
        features: [],
        credits: [],
        is_active: true,
      }),
    )
    await expect(
      pricing.price(db, user, { kind: 'plan', planId: team.id, period: 'month' }, at, false),
    ).rejects.toMatchObject({ status: 400, message: 'The Team plan is not sold by the month.' })
  })
})
