import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema/auth'
import { invoices, subscriptions } from '../../db/schema/billing'
import { createTestApp } from '../../../test-support/app'
import { createTestDatabase } from '../../../test-support/database'
import { signIn } from '../../../test-support/chat-flow'
import {
  call,
  checkoutSignature,
  chooseOnCheckout,
  pay,
  payingClient,
  planByKey,
  signedInAdmin,
  startPayment,
  submitCheckout,
} from '../../../test-support/billing-flow'
import type { PaymentEntity } from '../../../test-support/billing-flow'

const { db } = await createTestDatabase()
const DAY = 86_400_000
let clock = Date.now()
const app = createTestApp(db, {}, { now: () => clock })
const admin = await signedInAdmin(app, db, 'admin@example.com')
const pro = await planByKey(app, 'pro')
const starter = await planByKey(app, 'starter')

interface CurrentPlan {
  plan_name: string
  type: string
  valid_to: string
  gateway_client_id: string | null
}
interface Details {
  plan: { key: string } | null
  period: string | null
  status: string
  valid_to: string | null
  cancel_at_period_end: boolean
  scheduled_change: { plan: { key: string }; period: string; starts_at: string } | null
  advance_credits: { query_credit_group_name: string; remaining: number }[]
}
interface Invoice {
  id: string
  number: string
  line: unknown
  total: number
  pdf_url: string
}

const currentPlan = async (token: string) =>
  (await call<CurrentPlan>(app, token, 'GET', '/api/client/subscription')).body
const details = async (token: string) =>
  (await call<Details>(app, token, 'GET', '/api/client/subscription/details')).body
const invoiceList = async (token: string) =>
  (await call<Invoice[]>(app, token, 'GET', '/api/client/invoice')).body
const monthLimit = async (token: string, group: string) => {
  const usage = await call<{ groups: { query_credit_group_name: string; limit: number }[] }>(
    app,
    token,
    'GET',
    '/api/client/month_usage',
  )
  return usage.body.groups.find((g) => g.query_credit_group_name === group)?.limit
}

describe('a trial user pays for a plan through the test gateway', () => {
  it('shows the price, takes the payment, and changes plan, allowance and invoices at once', async () => {
    const token = await payingClient(app, db, 'upgrade@example.com')
    expect((await currentPlan(token)).plan_name).toBe('Free Trial')
    expect(await monthLimit(token, 'Standard')).toBe(1000)
    const gateways = await call<{ id: string; test: boolean }[]>(
      app,
      token,
      'GET',
      '/api/client/gateways',
    )
    expect(gateways.body).toEqual([expect.objectContaining({ id: 'local', test: true })])

    const quote = await call<{ change: string; total: number; currency: string }>(
      app,
      token,
      'GET',
      `/api/client/payment/quote?plan_id=${pro.id}&period=month`,
    )
    expect(quote.body).toMatchObject({ change: 'new', total: 1500, currency: 'USD' })

    const created = await startPayment(app, token, { plan_id: pro.id, period: 'month' })
    expect(created.status).toBe(201)
    const pending = await call<PaymentEntity[]>(app, token, 'GET', '/api/client/pending-payments')
    expect(pending.body).toEqual([
      expect.objectContaining({
        id: created.body.payment_id,
        checkout_url: created.body.redirect_url,
        // Worded by the client in the reader's language; the PDF keeps the English line.
        description: 'Pro, monthly',
        line: { kind: 'plan', plan_name: 'Pro', period: 'month' },
      }),
    ])
    const page = await app.request(
      new URL(created.body.redirect_url).pathname + new URL(created.body.redirect_url).search,
    )
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/)
    expect(await page.text()).toContain('Pay $15.00')

    const back = await chooseOnCheckout(app, created.body.redirect_url, 'succeed')
    expect(back.status).toBe(303)
    const status = await call<{ payment: PaymentEntity; current_plan: CurrentPlan }>(
      app,
      token,
      'GET',
      `/api/client/payment/session?payment_id=${created.body.payment_id}`,
    )
    expect(status.body.payment).toMatchObject({ status: 'succeeded', change: 'new', total: 1500 })
    expect(status.body.current_plan).toMatchObject({ plan_name: 'Pro', type: 'paid' })

    expect(await currentPlan(token)).toMatchObject({ plan_name: 'Pro', type: 'paid' })
    expect(await monthLimit(token, 'Standard')).toBe(10_000)
    const profile = await call<{ currentPlan: { plan_name: string } }>(
      app,
      token,
      'GET',
      '/api/auth/clients/profile',
    )
    expect(profile.body.currentPlan.plan_name).toBe('Pro')
    const list = await invoiceList(token)
    expect(list).toEqual([
      expect.objectContaining({
        number: expect.stringMatching(/^AMP-\d{6}$/) as string,
        total: 1500,
        line: { kind: 'plan', plan_name: 'Pro', period: 'month' },
      }),
    ])
    expect((await call<unknown[]>(app, token, 'GET', '/api/client/pending-payments')).body).toEqual(
      [],
    )

    const pdf = await app.request(list[0]?.pdf_url ?? '')
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    const forged = await app.request(
      (list[0]?.pdf_url ?? '').replace(/signature=[^&]+/, 'signature=x'),
    )
    expect(forged.status).toBe(404)
  })

  it('changes nothing when the payment fails, and says so on the status page', async () => {
    const token = await payingClient(app, db, 'declined@example.com')
    const status = await pay(app, token, { plan_id: pro.id, period: 'year' }, 'fail')
    expect(status.payment).toMatchObject({
      status: 'failed',
      failure_message: 'The payment was declined.',
      invoice_id: null,
    })
    expect(await currentPlan(token)).toMatchObject({ plan_name: 'Free Trial', type: 'trial' })
    expect(await invoiceList(token)).toEqual([])
    expect(await monthLimit(token, 'Standard')).toBe(1000)
  })

  it('applies a payment once, however many confirmations arrive together', async () => {
    const token = await payingClient(app, db, 'twice@example.com')
    const created = await startPayment(app, token, { plan_id: starter.id, period: 'month' })
    // One page read, then its form sent five times at once (a double click, a few tabs).
    const signature = await checkoutSignature(app, created.body.redirect_url)
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        submitCheckout(app, created.body.redirect_url, signature, 'succeed'),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303, 303, 303])
    const [user] = await db.select().from(users).where(eq(users.email, 'twice@example.com'))
    const userId = user?.id ?? ''
    const [issued] = await db
      .select({ n: count() })
      .from(invoices)
      .where(eq(invoices.userId, userId))
    const terms = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId))
    expect(issued?.n).toBe(1)
    expect(terms.filter((term) => term.type === 'paid')).toHaveLength(1)
    // A late "fail" on the same checkout changes nothing either.
    await chooseOnCheckout(app, created.body.redirect_url, 'fail').catch(() => undefined)
    expect((await currentPlan(token)).plan_name).toBe('Starter')
  })

  it('refuses to pay without a billing address', async () => {
    const token = await signIn(app, 'admin@example.com')
    const created = await startPayment(app, token, { plan_id: pro.id, period: 'month' })
    expect(created).toMatchObject({
      status: 400,
      body: { detail: 'Add a billing address before paying.' },
    })
  })
})

describe('promo codes', () => {
  it('apply once per account; an expired one is refused with a clear message', async () => {
    const made = await call(app, admin, 'POST', '/api/admin/promocode', {
      code: 'save20',
      kind: 'percent',
      percent_off: 20,
      max_redemptions: 100,
    })
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ code: 'SAVE20', redemptions: 0 })
    await call(app, admin, 'POST', '/api/admin/promocode', {
      code: 'LAST-YEAR',
      kind: 'fixed',
      amount_off: 500,
      currency: 'USD',
      expires_at: new Date(clock - DAY).toISOString(),
    })

    const token = await payingClient(app, db, 'promo@example.com')
    const check = (code: string) =>
      call<{ valid: boolean; discount: number; message: string }>(
        app,
        token,
        'POST',
        '/api/client/validate/promocode',
        { code, plan_id: pro.id, period: 'month' },
      )
    expect((await check('Save20')).body).toMatchObject({
      valid: true,
      discount: 300,
      refusal: null,
    })
    expect((await check('NOPE')).body).toMatchObject({
      valid: false,
      refusal: 'unknown',
      message: 'This promo code does not exist.',
    })
    expect((await check('LAST-YEAR')).body).toMatchObject({
      valid: false,
      discount: 0,
      refusal: 'expired',
      message: 'This promo code has expired.',
    })
    const expired = await startPayment(app, token, {
      plan_id: pro.id,
      period: 'month',
      promo_code: 'LAST-YEAR',
    })
    expect(expired).toMatchObject({ status: 400, body: { detail: 'This promo code has expired.' } })

    const paid = await pay(app, token, { plan_id: pro.id, period: 'month', promo_code: 'save20' })
    expect(paid.payment).toMatchObject({
      status: 'succeeded',
      subtotal: 1500,
      discount: 300,
      total: 1200,
    })
    expect((await check('SAVE20')).body).toMatchObject({
      valid: false,
      refusal: 'already_used',
      message: 'You have already used this promo code.',
    })
    const again = await startPayment(app, token, {
      plan_id: pro.id,
      period: 'month',
      promo_code: 'SAVE20',
    })
    expect(again).toMatchObject({
      status: 400,
      body: { detail: 'You have already used this promo code.' },
    })
    const listed = await call<{ code: string; redemptions: number }[]>(
      app,
      admin,
      'GET',
      '/api/admin/promocode',
    )
    expect(listed.body.find((p) => p.code === 'SAVE20')?.redemptions).toBe(1)
  })

  it('holds a capped code for the checkout that uses it, and gives it back when it fails', async () => {
    await call(app, admin, 'POST', '/api/admin/promocode', {
      code: 'ONLY-ONE',
      kind: 'fixed',
      amount_off: 100,
      currency: 'USD',
      max_redemptions: 1,
    })
    const first = await payingClient(app, db, 'first@example.com')
    const second = await payingClient(app, db, 'second@example.com')
    const body = { plan_id: starter.id, period: 'month', promo_code: 'ONLY-ONE' }
    const held = await startPayment(app, first, body)
    expect(held.status).toBe(201)
    const refused = await startPayment(app, second, body)
    expect(refused).toMatchObject({
      status: 400,
      body: { detail: 'This promo code has been used as many times as it can be.' },
    })
    await chooseOnCheckout(app, held.body.redirect_url, 'fail')
    const paid = await pay(app, second, body)
    expect(paid.payment).toMatchObject({ status: 'succeeded', total: 700 })
  })

  it('takes the whole price off without a checkout', async () => {
    await call(app, admin, 'POST', '/api/admin/promocode', {
      code: 'FREE',
      kind: 'percent',
      percent_off: 100,
    })
    const token = await payingClient(app, db, 'free@example.com')
    const created = await startPayment(app, token, {
      plan_id: starter.id,
      period: 'month',
      promo_code: 'FREE',
    })
    expect(created.body.redirect_url).toBe(
      `/client/payment/status?payment_id=${created.body.payment_id}`,
    )
    expect((await currentPlan(token)).plan_name).toBe('Starter')
    expect((await invoiceList(token))[0]).toMatchObject({ total: 0 })
  })
})

describe('changing a paid subscription', () => {
  it('upgrades now with the unused part of the period credited, shown before paying', async () => {
    let token = await payingClient(app, db, 'prorate@example.com')
    await pay(app, token, { plan_id: starter.id, period: 'month' })
    clock += 15 * DAY
    token = await signIn(app, 'prorate@example.com')
    const quote = await call<{ change: string; credit: number; total: number; ends_at: string }>(
      app,
      token,
      'GET',
      `/api/client/payment/quote?plan_id=${pro.id}&period=month`,
    )
    expect(quote.body).toMatchObject({ change: 'upgrade', credit: 400, total: 1100 })
    const paid = await pay(app, token, { plan_id: pro.id, period: 'month' })
    expect(paid.payment).toMatchObject({
      status: 'succeeded',
      change: 'upgrade',
      credit: 400,
      total: 1100,
    })
    const now = await details(token)
    expect(now).toMatchObject({ plan: { key: 'pro' }, status: 'active' })
    expect(Date.parse(now.valid_to ?? '')).toBe(clock + 30 * DAY)
  })

  it('credits an upgrade with what was paid for the plan it replaces, never its list price', async () => {
    const admin = await signIn(app, 'admin@example.com')
    await call(app, admin, 'POST', '/api/admin/promocode', {
      code: 'STARTER-FREE',
      kind: 'percent',
      percent_off: 100,
      plan_keys: ['starter'],
    })
    await call(app, admin, 'POST', '/api/admin/promocode', {
      code: 'STARTER-HALF',
      kind: 'percent',
      percent_off: 50,
      plan_keys: ['starter'],
    })
    const free = await payingClient(app, db, 'free-starter@example.com')
    const half = await payingClient(app, db, 'half-starter@example.com')
    const starterWith = (promo_code: string) => ({
      plan_id: starter.id,
      period: 'month',
      promo_code,
    })
    expect((await startPayment(app, free, starterWith('STARTER-FREE'))).status).toBe(201)
    expect((await pay(app, half, starterWith('STARTER-HALF'))).payment).toMatchObject({
      status: 'succeeded',
      total: 400,
    })
    clock += 15 * DAY
    const proQuote = async (email: string) =>
      (
        await call<{ change: string; credit: number; total: number }>(
          app,
          await signIn(app, email),
          'GET',
          `/api/client/payment/quote?plan_id=${pro.id}&period=month`,
        )
      ).body
    // Paid 0: nothing to credit. Paid 400 for a month, half of it left: 200.
    expect(await proQuote('free-starter@example.com')).toMatchObject({
      change: 'upgrade',
      credit: 0,
      total: 1500,
    })
    expect(await proQuote('half-starter@example.com')).toMatchObject({
      change: 'upgrade',
      credit: 200,
      total: 1300,
    })
    clock = Date.now()
  })

  it('downgrades and cancels at the end of the period, keeping access until then', async () => {
    let token = await payingClient(app, db, 'cancel@example.com')
    await pay(app, token, { plan_id: pro.id, period: 'month' })
    const paidUntil = (await details(token)).valid_to
    const down = await call<Details>(app, token, 'POST', '/api/client/subscription', {
      action: 'downgrade',
      plan_id: starter.id,
      period: 'month',
    })
    expect(down.body.scheduled_change).toMatchObject({
      plan: { key: 'starter' },
      period: 'month',
      starts_at: paidUntil,
    })
    const up = await call<{ detail: string }>(app, token, 'POST', '/api/client/subscription', {
      action: 'downgrade',
      plan_id: pro.id,
      period: 'year',
    })
    expect(up.status).toBe(409)

    const canceled = await call<Details>(app, token, 'POST', '/api/client/subscription', {
      action: 'cancel',
    })
    expect(canceled.body).toMatchObject({
      status: 'canceled',
      cancel_at_period_end: true,
      scheduled_change: null,
      valid_to: paidUntil,
      plan: { key: 'pro' },
    })
    clock = Date.parse(paidUntil ?? '') - 60_000
    token = await signIn(app, 'cancel@example.com')
    const models = await call<unknown[]>(app, token, 'POST', '/api/client/models', {
      ai_model_type: '',
    })
    expect(models.body.length).toBeGreaterThan(0)
    expect(await currentPlan(token)).toMatchObject({ plan_name: 'Pro' })
    clock = Date.parse(paidUntil ?? '') + 60_000
    token = await signIn(app, 'cancel@example.com')
    expect(
      await call(app, token, 'POST', '/api/client/models', { ai_model_type: '' }),
    ).toMatchObject({ body: [] })
    expect((await details(token)).status).toBe('expired')
    clock = Date.now()
  })

  it('adds bought advance credit to the allowance, and its models to the list', async () => {
    const token = await payingClient(app, db, 'credit@example.com')
    const packs = (await (await app.request('/api/client/credit-packs')).json()) as {
      id: string
      key: string
    }[]
    const pack = packs.find((p) => p.key === 'image-50')
    await pay(app, token, { pack_id: pack?.id })
    await pay(app, token, { pack_id: pack?.id })
    expect((await details(token)).advance_credits).toEqual([
      { query_credit_group_name: 'Image', remaining: 100 },
    ])
    expect((await currentPlan(token)).plan_name).toBe('Free Trial')
    expect((await invoiceList(token)).map((invoice) => invoice.line)).toEqual([
      { kind: 'credits', credits: 50, credit_group: 'Image' },
      { kind: 'credits', credits: 50, credit_group: 'Image' },
    ])
  })
})

describe('the catalogue', () => {
  it("follows an admin's change of a plan's allowance at once", async () => {
    const token = await payingClient(app, db, 'catalogue@example.com')
    await pay(app, token, { plan_id: starter.id, period: 'month' })
    expect(await monthLimit(token, 'Advanced')).toBe(800)
    const set = await call(app, admin, 'POST', '/api/admin/plan/credit', {
      plan_id: starter.id,
      query_credit_group_name: 'Advanced',
      daily_limit: 50,
      monthly_limit: 1234,
    })
    expect(set.status).toBe(200)
    expect(await monthLimit(token, 'Advanced')).toBe(1234)
  })

  it("answers a client's calls to the admin routes with 403", async () => {
    const token = await payingClient(app, db, 'nosy@example.com')
    for (const [method, path, body] of [
      ['GET', '/api/admin/plan', undefined],
      ['PUT', '/api/admin/plan', { id: pro.id, name: 'Mine' }],
      ['GET', '/api/admin/plan/credit/pack', undefined],
      ['POST', '/api/admin/plan/credit/pack', { key: 'x' }],
      ['GET', '/api/admin/promocode', undefined],
      ['POST', '/api/admin/promocode', { code: 'MINE', kind: 'percent', percent_off: 100 }],
    ] as const) {
      expect((await call(app, token, method, path, body)).status, `${method} ${path}`).toBe(403)
    }
  })

  it('lets an admin add a credit pack and a plan sold by the year', async () => {
    const pack = await call<{ key: string; currency: string }>(
      app,
      admin,
      'POST',
      '/api/admin/plan/credit/pack',
      {
        key: 'standard-2000',
        name: '2,000 Standard queries',
        description: '',
        query_credit_group_name: 'Standard',
        credits: 2000,
        price: 1500,
        currency: 'eur',
        is_active: true,
      },
    )
    expect(pack).toMatchObject({ status: 201, body: { key: 'standard-2000', currency: 'EUR' } })

    const plan = await call<{ id: string }>(app, admin, 'POST', '/api/admin/plan', {
      key: 'team-yearly',
      name: 'Team',
      type: 'paid',
      description: 'Sold by the year only',
      prices: [{ period: 'year', amount: 24_000, currency: 'eur' }],
      features: [],
      credits: [{ query_credit_group_name: 'Standard', daily_limit: 400, monthly_limit: 7000 }],
      is_active: true,
    })
    expect(plan.status).toBe(201)
    expect((await planByKey(app, 'team-yearly')).id).toBe(plan.body.id)

    // A client buys it for a year, and cannot buy it by the month.
    const token = await payingClient(app, db, 'yearly@example.com')
    const monthly = await startPayment(app, token, { plan_id: plan.body.id, period: 'month' })
    expect(monthly.status).toBe(400)
    const paid = await pay(app, token, { plan_id: plan.body.id, period: 'year' })
    expect(paid.payment).toMatchObject({ status: 'succeeded', subtotal: 24_000, total: 24_000 })
    const bought = await details(token)
    expect(bought).toMatchObject({ plan: { key: 'team-yearly' }, period: 'year', status: 'active' })
    expect(Date.parse(bought.valid_to ?? '')).toBe(clock + 365 * DAY)
    expect(await monthLimit(token, 'Standard')).toBe(7000)
  })
})
