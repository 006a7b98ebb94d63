import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema/auth'
import { createTestApp } from '../../../test-support/app'
import { jsonRequest, registerActiveUser, requestsSettled } from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'

// The refer-and-earn page's link opens register with the referrer's `referral_code`.
const { db } = await createTestDatabase()
const app = createTestApp(db)

/** The account a registration made (after its answer). */
const userByEmail = async (email: string) => {
  await requestsSettled(db)
  const [row] = await db.select().from(users).where(eq(users.email, email))
  if (!row) throw new Error(`No user ${email}`)
  return row
}

const register = (email: string, referralCode?: string) =>
  app.request(
    '/api/auth/clients/register',
    jsonRequest('POST', {
      email,
      password: 'correct horse battery staple',
      first_name: 'Lin',
      last_name: 'Wei',
      ...(referralCode === undefined ? {} : { referral_code: referralCode }),
      turnstile_response: '',
    }),
  )

describe('registering with a referral code', () => {
  it('links the new account to the referrer whose code it carries, and gives it a code of its own', async () => {
    await registerActiveUser(app, db, 'referrer@example.com')
    const referrer = await userByEmail('referrer@example.com')

    const response = await register('invited@example.com', referrer.referralCode)
    expect(response.status).toBe(201)
    const body = (await response.json()) as { user: { referral_code: string } }

    const invited = await userByEmail('invited@example.com')
    expect(invited.referredBy).toBe(referrer.id)
    expect(body.user.referral_code).toBe(invited.referralCode)
    expect(invited.referralCode).not.toBe(referrer.referralCode)
  })

  it('registers without a referrer when the code matches nobody, or is not given', async () => {
    expect((await register('unknown-code@example.com', 'NOSUCHCODE')).status).toBe(201)
    expect((await userByEmail('unknown-code@example.com')).referredBy).toBeNull()
    expect((await register('no-code@example.com')).status).toBe(201)
    expect((await userByEmail('no-code@example.com')).referredBy).toBeNull()
  })
})
