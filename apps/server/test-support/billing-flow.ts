import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { expect } from 'vitest'
import type { Database } from '../src/db/client'
import { users } from '../src/db/schema/auth'
import type { AppEnv } from '../src/lib/app-env'
import { bearer, jsonRequest } from './auth-flow'
import type { Caller } from './http-app'
import { signIn, signedInUser } from './chat-flow'

type App = Hono<AppEnv>

export const PUBLIC_URL = 'http://localhost:3000'

/** A signed-in call; its answer's body is what the test says it is. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- a typed test read
export async function call<T = unknown>(
  app: Caller,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await app.request(
    path,
    body === undefined
      ? { method, headers: bearer(token) }
      : jsonRequest(method, body, bearer(token)),
  )
  return { status: response.status, body: (await response.json()) as T }
}

/** A signed-in client with a billing address (payments need one). */
export async function payingClient(app: App, db: Database, email: string) {
  const token = await signedInUser(app, db, email)
  const address = await call(app, token, 'POST', '/api/client/address', {
    name: 'Ada Lovelace',
    line1: '12 St James’s Square',
    city: 'London',
    postal_code: 'SW1Y 4JH',
    country: 'GB',
  })
  expect(address.status).toBe(201)
  return token
}

export async function signedInAdmin(app: App, db: Database, email: string) {
  await signedInUser(app, db, email)
  await db.update(users).set({ role: 'admin' }).where(eq(users.email, email))
  return signIn(app, email)
}

export interface PlanEntity {
  id: string
  key: string
  name: string
  credits: { query_credit_group_name: string; daily_limit: number; monthly_limit: number }[]
}

export async function planByKey(app: App, key: string): Promise<PlanEntity> {
  const plans = (await (await app.request('/api/client/plans')).json()) as PlanEntity[]
  const plan = plans.find((p) => p.key === key)
  if (!plan) throw new Error(`No plan ${key}`)
  return plan
}

export interface PaymentEntity {
  id: string
  status: string
  change: string | null
  subtotal: number
  discount: number
  credit: number
  total: number
  invoice_id: string | null
  checkout_url: string | null
  failure_message: string | null
}

/** Starts a payment; answers the created payment's id and where the payer goes. */
export async function startPayment(app: Caller, token: string, body: Record<string, unknown>) {
  const created = await call<{ payment_id: string; redirect_url: string; detail?: string }>(
    app,
    token,
    'POST',
    '/api/client/payment',
    { gateway: 'local', ...body },
  )
  return created
}

/** The signature of the local gateway's checkout form, read from its page as a browser sees it. */
export async function checkoutSignature(app: Caller, checkoutUrl: string) {
  const url = new URL(checkoutUrl)
  const page = await app.request(`${url.pathname}${url.search}`)
  expect(page.status).toBe(200)
  return /name="signature" value="([^"]+)"/.exec(await page.text())?.[1] ?? ''
}

/** The checkout form sent with the payer's choice, as a browser sends it. */
export async function submitCheckout(
  app: Caller,
  checkoutUrl: string,
  signature: string,
  outcome: 'succeed' | 'fail',
) {
  return app.request(new URL(checkoutUrl).pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ signature, outcome }).toString(),
  })
}

/** The payer's choice on the local gateway's checkout page (its form, as a browser sends it). */
export async function chooseOnCheckout(
  app: Caller,
  checkoutUrl: string,
  outcome: 'succeed' | 'fail',
) {
  return submitCheckout(app, checkoutUrl, await checkoutSignature(app, checkoutUrl), outcome)
}

/** Pays for something through the local gateway's checkout, choosing `outcome`. */
export async function pay(
  app: Caller,
  token: string,
  body: Record<string, unknown>,
  outcome: 'succeed' | 'fail' = 'succeed',
) {
  const created = await startPayment(app, token, body)
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const back = await chooseOnCheckout(app, created.body.redirect_url, outcome)
  expect(back.status).toBe(303)
  expect(back.headers.get('location')).toBe(
    `${PUBLIC_URL}/client/payment/status?payment_id=${created.body.payment_id}`,
  )
  const status = await call<{ payment: PaymentEntity; current_plan: unknown }>(
    app,
    token,
    'GET',
    `/api/client/payment/session?payment_id=${created.body.payment_id}`,
  )
  expect(status.status).toBe(200)
  return status.body
}
