import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema/auth'
import { createTestApp } from '../../../test-support/app'
import { bearer, jsonRequest } from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'
import {
  ask,
  chatBody,
  getJson,
  readEvents,
  signIn,
  signedInUser,
} from '../../../test-support/chat-flow'

const { db } = await createTestDatabase()
const day = 86_400_000
// The 10th of next month, 09:00 UTC: the next days stay in the same month, and the clock stays
// near the real one (session cookies are dated by it).
const today = new Date()
let clock = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 10, 9, 0)
const isoDay = (offsetDays: number) => new Date(clock + offsetDays * day).toISOString().slice(0, 10)
const startMonth = new Date(clock).toISOString().slice(0, 7)
const app = createTestApp(db, { DEMO_STREAM_DELAY_MS: '0' }, { now: () => clock })
const nextUtcMidnight = () => Math.ceil((clock + 1) / day) * day

// An operator sets the trial's Standard allowance: 3 a day, 5 a month.
await signedInUser(app, db, 'admin@example.com')
await db.update(users).set({ role: 'admin' }).where(eq(users.email, 'admin@example.com'))
const admin = await signIn(app, 'admin@example.com')
const trial = (
  (await (await getJson(app, admin, '/api/admin/plan')).json()) as { id: string; name: string }[]
).find((plan) => plan.name === 'Free Trial')
const setCredit = await app.request(
  '/api/admin/plan/credit',
  jsonRequest(
    'POST',
    { plan_id: trial?.id, query_credit_group_name: 'Standard', daily_limit: 3, monthly_limit: 5 },
    bearer(admin),
  ),
)
expect(setCredit.status).toBe(200)

async function askOnce(token: string) {
  const response = await ask(app, token, chatBody('How many?'))
  if (response.status === 200) await readEvents(response)
  return response
}

describe('daily and monthly allowances', () => {
  it('refuses the N+1th query of the day with 402 and a message the user can act on', async () => {
    const token = await signedInUser(app, db, 'daily@example.com')
    for (let i = 0; i < 3; i++) expect((await askOnce(token)).status).toBe(200)
    const refused = await askOnce(token)
    expect(refused.status).toBe(402)
    const { detail } = (await refused.json()) as { detail: string }
    expect(detail).toBe(
      "You have used all 3 of today's Standard queries on your Free Trial plan. They renew at 00:00 UTC; upgrade your plan or buy advance credit for more.",
    )
  })

  it('gives the daily allowance back after 00:00 UTC', async () => {
    clock = nextUtcMidnight() - 60_000
    let token = await signIn(app, 'daily@example.com')
    expect((await askOnce(token)).status).toBe(402)
    clock = nextUtcMidnight() + 1000
    token = await signIn(app, 'daily@example.com')
    expect((await askOnce(token)).status).toBe(200)
  })

  it('holds the monthly cap across days', async () => {
    let token = await signedInUser(app, db, 'monthly@example.com')
    for (let i = 0; i < 3; i++) expect((await askOnce(token)).status).toBe(200)
    clock = nextUtcMidnight() + 60_000
    token = await signIn(app, 'monthly@example.com')
    for (let i = 0; i < 2; i++) expect((await askOnce(token)).status).toBe(200)
    const refused = await askOnce(token)
    expect(refused.status).toBe(402)
    expect(((await refused.json()) as { detail: string }).detail).toMatch(
      /all 5 of this month's Standard queries/,
    )
  })

  it('meters each answer per day and group in client/usage and client/month_usage', async () => {
    const token = await signIn(app, 'monthly@example.com')
    const daily = (await (await getJson(app, token, '/api/client/usage')).json()) as unknown[]
    expect(daily).toEqual([
      { date: isoDay(-1), query_credit_group_name: 'Standard', used: 3, limit: 3 },
      { date: isoDay(0), query_credit_group_name: 'Standard', used: 2, limit: 3 },
    ])
    const month = (await (await getJson(app, token, '/api/client/month_usage')).json()) as {
      month: string
      groups: { query_credit_group_name: string; used: number; limit: number }[]
    }
    expect(month.month).toBe(startMonth)
    expect(month.groups.find((g) => g.query_credit_group_name === 'Standard')).toMatchObject({
      used: 5,
      limit: 5,
    })
    expect(month.groups.find((g) => g.query_credit_group_name === 'Advanced')).toMatchObject({
      used: 0,
      limit: 10 * 20,
    })
  })

  it('lets parallel questions take no more than the allowance left', async () => {
    const token = await signedInUser(app, db, 'parallel@example.com')
    const statuses = await Promise.all(Array.from({ length: 6 }, () => askOnce(token)))
    expect(statuses.map((r) => r.status).sort()).toEqual([200, 200, 200, 402, 402, 402])
  })

  it('refuses a model group the plan does not include', async () => {
    const operator = await signIn(app, 'admin@example.com')
    const response = await app.request(
      '/api/admin/plan',
      jsonRequest(
        'PUT',
        {
          id: trial?.id,
          credits: [{ query_credit_group_name: 'Standard', daily_limit: 3, monthly_limit: 5 }],
        },
        bearer(operator),
      ),
    )
    expect(response.status).toBe(200)
    const token = await signIn(app, 'monthly@example.com')
    const refused = await ask(app, token, chatBody('x', { ai_model_id: 'deepseek-reasoner' }))
    expect(refused.status).toBe(402)
    expect(((await refused.json()) as { detail: string }).detail).toBe(
      'Your Free Trial plan does not include Advanced models. Upgrade your plan to use them.',
    )
  })
})

describe('an ended plan', () => {
  it('gets an empty model list and a 402 on chat', async () => {
    const token = await signedInUser(app, db, 'ended@example.com')
    const before = await app.request(
      '/api/client/models',
      jsonRequest('POST', { ai_model_type: '' }, bearer(token)),
    )
    expect(((await before.json()) as unknown[]).length).toBeGreaterThan(0)
    clock += 31 * day
    const late = await signIn(app, 'ended@example.com')
    const after = await app.request(
      '/api/client/models',
      jsonRequest('POST', { ai_model_type: '' }, bearer(late)),
    )
    expect(after.status).toBe(200)
    expect(await after.json()).toEqual([])
    const refused = await ask(app, late, chatBody('Still there?'))
    expect(refused.status).toBe(402)
    expect(((await refused.json()) as { detail: string }).detail).toBe(
      'Your Free Trial plan has ended. Choose a plan to keep using Amply.',
    )
  })
})
