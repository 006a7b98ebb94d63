import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema/auth'
import { createTestApp } from '../../../test-support/app'
import { bearer, jsonRequest } from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'
import { getJson, signIn, signedInUser } from '../../../test-support/chat-flow'

const { db } = await createTestDatabase()
const app = createTestApp(db)
const client = await signedInUser(app, db, 'client@example.com')
await signedInUser(app, db, 'operator@example.com')
await db.update(users).set({ role: 'admin' }).where(eq(users.email, 'operator@example.com'))
const admin = await signIn(app, 'operator@example.com')

const newPlan = {
  key: 'team',
  name: 'Team',
  type: 'paid',
  description: 'For teams.',
  prices: [{ period: 'year', amount: 4900, currency: 'EUR' }],
  features: ['Shared history'],
  credits: [{ query_credit_group_name: 'Standard', daily_limit: 1000, monthly_limit: 20000 }],
  is_active: false,
}

describe('the plan catalogue', () => {
  it('lists the plans on sale to anyone, without signing in', async () => {
    const response = await app.request('/api/client/plans')
    expect(response.status).toBe(200)
    const plans = (await response.json()) as { name: string; credits: unknown[] }[]
    expect(plans.map((p) => p.name)).toEqual(['Free Trial', 'Starter', 'Pro'])
    expect(plans[0]?.credits).toHaveLength(3)
  })

  it('refuses the admin calls to a client (403)', async () => {
    expect((await getJson(app, client, '/api/admin/plan')).status).toBe(403)
    const create = await app.request(
      '/api/admin/plan',
      jsonRequest('POST', newPlan, bearer(client)),
    )
    expect(create.status).toBe(403)
    const credit = await app.request(
      '/api/admin/plan/credit',
      jsonRequest(
        'POST',
        { plan_id: 'x', query_credit_group_name: 'Standard', daily_limit: 1, monthly_limit: 1 },
        bearer(client),
      ),
    )
    expect(credit.status).toBe(403)
  })

  it('lets an admin create, change and price a plan; inactive plans are not on sale', async () => {
    const created = await app.request(
      '/api/admin/plan',
      jsonRequest('POST', newPlan, bearer(admin)),
    )
    expect(created.status).toBe(201)
    const plan = (await created.json()) as { id: string }
    expect(plan).toMatchObject({ ...newPlan, id: expect.any(String) as string })
    const onSale = (await (await app.request('/api/client/plans')).json()) as { name: string }[]
    expect(onSale.map((p) => p.name)).not.toContain('Team')
    const all = (await (await getJson(app, admin, '/api/admin/plan')).json()) as { name: string }[]
    expect(all.map((p) => p.name)).toContain('Team')

    const updated = await app.request(
      '/api/admin/plan',
      jsonRequest(
        'PUT',
        {
          id: plan.id,
          prices: [
            { period: 'month', amount: 590, currency: 'eur' },
            { period: 'year', amount: 5900, currency: 'EUR' },
          ],
          is_active: true,
        },
        bearer(admin),
      ),
    )
    expect(updated.status).toBe(200)
    expect(await updated.json()).toMatchObject({
      key: 'team',
      prices: [
        { period: 'month', amount: 590, currency: 'EUR' },
        { period: 'year', amount: 5900, currency: 'EUR' },
      ],
      is_active: true,
      credits: newPlan.credits,
    })

    const credit = await app.request(
      '/api/admin/plan/credit',
      jsonRequest(
        'POST',
        { plan_id: plan.id, query_credit_group_name: 'Image', daily_limit: 20, monthly_limit: 400 },
        bearer(admin),
      ),
    )
    expect(credit.status).toBe(200)
    const after = (await (await app.request('/api/client/plans')).json()) as {
      name: string
      credits: { query_credit_group_name: string }[]
    }[]
    expect(
      after.find((p) => p.name === 'Team')?.credits.map((c) => c.query_credit_group_name),
    ).toEqual(['Image', 'Standard'])
  })

  it('refuses a second plan with the same name or key (409) and an unknown plan (404)', async () => {
    const duplicate = await app.request(
      '/api/admin/plan',
      jsonRequest('POST', { ...newPlan, key: 'team-2', name: 'Pro' }, bearer(admin)),
    )
    expect(duplicate.status).toBe(409)
    const sameKey = await app.request(
      '/api/admin/plan',
      jsonRequest('POST', { ...newPlan, key: 'pro', name: 'Pro 2' }, bearer(admin)),
    )
    expect(sameKey.status).toBe(409)
    const unknown = await app.request(
      '/api/admin/plan',
      jsonRequest('PUT', { id: '00000000-0000-4000-8000-000000000000', name: 'X' }, bearer(admin)),
    )
    expect(unknown.status).toBe(404)
  })
})

describe('operators named by ADMIN_EMAILS', () => {
  it('become admins when they sign in; other accounts stay clients', async () => {
    const operated = createTestApp(db, {
      ADMIN_EMAILS: 'Named.Operator@example.com, other@example.com',
    })
    const named = await signedInUser(operated, db, 'named.operator@example.com')
    const bystander = await signedInUser(operated, db, 'bystander@example.com')
    expect((await getJson(operated, named, '/api/admin/plan')).status).toBe(200)
    expect((await getJson(operated, bystander, '/api/admin/plan')).status).toBe(403)
    const profile = await getJson(operated, named, '/api/auth/clients/profile')
    expect(((await profile.json()) as { role: string }).role).toBe('admin')
  })
})
