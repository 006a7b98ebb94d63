import { desc, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { expect } from 'vitest'
import type { Database } from '../src/db/client'
import { accountRequests } from '../src/db/schema/account-requests'
import { mailOutbox } from '../src/db/schema/mail-outbox'
import type { AppEnv } from '../src/lib/app-env'

type App = Hono<AppEnv>

export const password = 'correct horse battery staple'

/** A JSON request (the test app sends it from an address of its own: see ./app.ts). */
export const jsonRequest = (
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
) => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

/** The cookies a response sets, as `name=value` for a later request's Cookie header. */
export function cookiesOf(response: Response): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';')
    const [name, ...value] = (pair ?? '').split('=')
    if (name) cookies[name.trim()] = value.join('=')
  }
  return cookies
}

export async function lastMailTo(db: Database, to: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1)
  if (!mail) throw new Error(`No mail to ${to}`)
  return mail
}

/**
 * Once every registration and reset request is settled (they are, after their answer). A loop
 * of its own, not expect.poll: set-ups outside any test register accounts too.
 */
export async function requestsSettled(db: Database) {
  const deadline = Date.now() + 120_000
  while ((await db.select({ id: accountRequests.id }).from(accountRequests)).length > 0) {
    if (Date.now() > deadline) throw new Error('Account requests still waiting after 120 s')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** The last mail to `to`, once its registration or reset request is settled. */
export async function mailTo(db: Database, to: string) {
  await requestsSettled(db)
  return lastMailTo(db, to)
}

/**
 * The mail that `act` sends to `to`, once it is in the outbox: some mail goes out after the
 * answer, so the test waits for it rather than reading at once.
 */
export async function mailSentBy(db: Database, to: string, act: () => Promise<unknown>) {
  const lastId = () =>
    lastMailTo(db, to).then(
      (mail) => mail.id,
      () => undefined,
    )
  const before = await lastId()
  await act()
  await expect.poll(lastId).not.toBe(before)
  return lastMailTo(db, to)
}

/** A registration of Ada Lovelace at `email`; `from` is the connection (the app's own otherwise). */
export const register = (app: App, email: string, from?: Parameters<App['request']>[2]) =>
  app.request(
    '/api/auth/clients/register',
    jsonRequest('POST', {
      email,
      password,
      first_name: 'Ada',
      last_name: 'Lovelace',
      turnstile_response: '',
    }),
    from,
  )

/** Registers and activates an account through the real calls (the link read from the outbox). */
export async function registerActiveUser(app: App, db: Database, email: string) {
  const registered = await register(app, email)
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`)
  const token = /\/client\/activate\/(\S+)/.exec((await mailTo(db, email)).text)?.[1]
  if (!token) throw new Error('No activation link in the mail')
  const activated = await app.request('/api/auth/client/activate', jsonRequest('POST', { token }))
  if (activated.status !== 200) throw new Error(`activate answered ${activated.status}`)
}

export async function login(app: App, email: string, headers: Record<string, string> = {}) {
  return app.request(
    '/api/auth/clients/login',
    jsonRequest('POST', { email, password, turnstile_response: '' }, headers),
  )
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/**
 * A login through both steps: the password, then the OTP step with the code `code()` gives.
 * Answers the status of the last step reached.
 */
export async function loginWithOtp(app: App, email: string, code: () => Promise<string>) {
  const first = await login(app, email)
  if (first.status !== 200) return first.status
  const { redirect_url } = (await first.json()) as { redirect_url: string }
  const otpToken = new URL(redirect_url, 'http://localhost').searchParams.get('otp_token')
  const second = await app.request(
    '/api/auth/otp/verify',
    jsonRequest('POST', { otp_token: otpToken, code: await code() }),
  )
  return second.status
}
