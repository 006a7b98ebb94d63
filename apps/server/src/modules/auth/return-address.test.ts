import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema/auth'
import { createTestApp } from '../../../test-support/app'
import { jsonRequest, lastMailTo, password, requestsSettled } from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'

const { db } = await createTestDatabase()
const app = createTestApp(db)

const continuePath = '/dashboard/share/continue/chat/7b4f6a52-1c1e-4a54-9a55-0d8f0a1e2b3c'

const register = (email: string, returnTo?: string) =>
  app.request(
    '/api/auth/clients/register',
    jsonRequest('POST', {
      email,
      password,
      first_name: 'Lina',
      last_name: 'Sayed',
      turnstile_response: '',
      ...(returnTo === undefined ? {} : { return_to: returnTo }),
    }),
  )

/** The link of the last activation mail, once the registration or resend is settled. */
const activationToken = async (email: string) => {
  await requestsSettled(db)
  return /\/client\/activate\/(\S+)/.exec((await lastMailTo(db, email)).text)?.[1] ?? ''
}

const activate = async (token: string) => {
  const response = await app.request('/api/auth/client/activate', jsonRequest('POST', { token }))
  expect(response.status).toBe(200)
  return (await response.json()) as { email: string; return_to?: string }
}

describe('the page a newcomer asked for survives registration and activation', () => {
  it('answers it when the mailed link activates the account', async () => {
    const email = 'newcomer@example.com'
    expect((await register(email, continuePath)).status).toBe(201)
    const activated = await activate(await activationToken(email))
    expect(activated).toMatchObject({ email, return_to: continuePath })
  })

  it('keeps it in a new activation link asked for later', async () => {
    const email = 'newcomer-resend@example.com'
    await register(email, '/dashboard/translate?text=hello')
    const first = await activationToken(email)
    const resent = await app.request(
      '/api/auth/clients/resend-activation-link',
      jsonRequest('POST', { email }),
    )
    expect(resent.status).toBe(200)
    const second = await activationToken(email)
    expect(second).not.toBe(first)
    expect(await activate(second)).toMatchObject({ return_to: '/dashboard/translate?text=hello' })
  })

  it('answers none when the registration named none', async () => {
    const email = 'newcomer-plain@example.com'
    await register(email)
    expect(await activate(await activationToken(email))).not.toHaveProperty('return_to')
  })

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'dashboard'])(
    'refuses %s, which is no path of this site, and creates no account',
    async (returnTo) => {
      const email = `newcomer-${String(returnTo.length)}@example.com`
      const response = await register(email, returnTo)
      expect(response.status).toBe(422)
      expect(await db.select().from(users).where(eq(users.email, email))).toEqual([])
    },
  )
})
