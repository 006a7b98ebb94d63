import { randomUUID } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema/auth'
import { payments, promoCodes } from '../../db/schema/billing'
import { createTestApp } from '../../../test-support/app'
import {
  call,
  chooseOnCheckout,
  payingClient,
  planByKey,
  signedInAdmin,
  startPayment,
} from '../../../test-support/billing-flow'
import { createTestDatabase } from '../../../test-support/database'
import { overHttp } from '../../../test-support/http-app'

/**
 * A promo code's cap under requests that really arrive at once: each sent over a socket of its
 * own to the app behind a real HTTP server, on the real database, and each scenario run
 * several times with a new code (a race lost once in five runs is still a race).
 */
const { db } = await createTestDatabase()
const app = createTestApp(db)
const http = await overHttp(app)
const admin = await signedInAdmin(app, db, 'admin@example.com')
const starter = await planByKey(app, 'starter')
const RUNS = 5

async function newCode(maxRedemptions: number) {
  const code = `RACE-${randomUUID().slice(0, 8)}`.toUpperCase()
  const made = await call(app, admin, 'POST', '/api/admin/promocode', {
    code,
    kind: 'percent',
    percent_off: 50,
    max_redemptions: maxRedemptions,
  })
  expect(made.status).toBe(201)
  return code
}

let accounts = 0
const newAccount = () => payingClient(app, db, `racer-${String(++accounts)}@example.com`)

/** Payments of the code sent at once (one request each, `tokens` may repeat an account). */
const checkoutsAtOnce = (tokens: string[], code: string) =>
  Promise.all(
    tokens.map((token) =>
      startPayment(http, token, { plan_id: starter.id, period: 'month', promo_code: code }),
    ),
  )

const paid = (redirectUrl: string) => chooseOnCheckout(http, redirectUrl, 'succeed')
const drop = (token: string, id: string) => call(http, token, 'DELETE', `/api/client/payment/${id}`)

/** What the code gave once everything settled: discounted payments made, by whom, and the count. */
async function given(code: string) {
  const rows = await db
    .select({ email: users.email })
    .from(payments)
    .innerJoin(promoCodes, eq(promoCodes.id, payments.promoCodeId))
    .innerJoin(users, eq(users.id, payments.userId))
    .where(
      and(eq(promoCodes.code, code), eq(payments.status, 'succeeded'), gt(payments.discount, 0)),
    )
  const listed = await call<{ code: string; redemptions: number }[]>(
    app,
    admin,
    'GET',
    '/api/admin/promocode',
  )
  return {
    discounts: rows.length,
    accounts: new Set(rows.map((row) => row.email)).size,
    counted: listed.body.find((promo) => promo.code === code)?.redemptions,
  }
}

describe('a capped promo code under concurrent checkouts', () => {
  it('gives one account one discount: two checkouts at once, the first paid, the other dropped', async () => {
    for (let run = 0; run < RUNS; run++) {
      const code = await newCode(1)
      const token = await newAccount()
      const created = await checkoutsAtOnce([token, token], code)
      const open = created.filter((answer) => answer.status === 201)
      expect(open.length, `run ${String(run)}`).toBeGreaterThanOrEqual(1)
      const [first, ...others] = open
      if (first) await paid(first.body.redirect_url)
      for (const other of others) await drop(token, other.body.payment_id)

      expect(await given(code), `run ${String(run)}`).toEqual({
        discounts: 1,
        accounts: 1,
        counted: 1,
      })
      const check = await call<{ valid: boolean }>(
        http,
        token,
        'POST',
        '/api/client/validate/promocode',
        { code, plan_id: starter.id, period: 'month' },
      )
      expect(check.body.valid, `run ${String(run)}`).toBe(false)
      const again = await startPayment(http, token, {
        plan_id: starter.id,
        period: 'month',
        promo_code: code,
      })
      expect(again.status, `run ${String(run)}`).toBe(400)
    }
  })

  it('gives one discount when three checkouts of one account are opened at once and all paid', async () => {
    for (let run = 0; run < RUNS; run++) {
      const code = await newCode(1)
      const token = await newAccount()
      const created = await checkoutsAtOnce([token, token, token], code)
      await Promise.all(
        created.filter((answer) => answer.status === 201).map((c) => paid(c.body.redirect_url)),
      )
      const outcome = await given(code)
      expect(outcome.discounts, `run ${String(run)}`).toBe(1)
      expect(outcome.counted, `run ${String(run)}`).toBe(1)
    }
  })

  it('keeps the cap across accounts, each opening two checkouts at once and trying again', async () => {
    for (let run = 0; run < RUNS; run++) {
      const code = await newCode(2)
      const tokens = await Promise.all(Array.from({ length: 5 }, newAccount))
      const created = await checkoutsAtOnce(
        tokens.flatMap((token) => [token, token]),
        code,
      )
      // Each account pays its first checkout and drops the other, all at once.
      await Promise.all(
        tokens.map(async (token, index) => {
          const mine = created
            .slice(index * 2, index * 2 + 2)
            .filter((answer) => answer.status === 201)
          const [first, ...others] = mine
          if (first) await paid(first.body.redirect_url)
          for (const other of others) await drop(token, other.body.payment_id)
        }),
      )
      // Then each tries once more, at once.
      const again = await checkoutsAtOnce(tokens, code)
      await Promise.all(
        again.filter((answer) => answer.status === 201).map((c) => paid(c.body.redirect_url)),
      )
      const outcome = await given(code)
      expect(outcome.discounts, `run ${String(run)}`).toBeLessThanOrEqual(2)
      expect(outcome.accounts, `run ${String(run)}`).toBe(outcome.discounts)
      expect(outcome.counted, `run ${String(run)}`).toBe(outcome.discounts)
    }
  })
})

describe('many checkouts at once', () => {
  it('answers twenty accounts opening and paying a checkout at once (more than the pool has connections)', async () => {
    const code = await newCode(100)
    const tokens = await Promise.all(Array.from({ length: 20 }, newAccount))
    const created = await checkoutsAtOnce(tokens, code)
    expect(created.map((answer) => answer.status)).toEqual(tokens.map(() => 201))
    const back = await Promise.all(created.map((answer) => paid(answer.body.redirect_url)))
    expect(back.map((answer) => answer.status)).toEqual(tokens.map(() => 303))
    expect(await given(code)).toEqual({ discounts: 20, accounts: 20, counted: 20 })
  }, 60_000)
})
