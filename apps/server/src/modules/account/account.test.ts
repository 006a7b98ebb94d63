import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { addresses, sessions, users } from '../../db/schema/auth'
import { createTestApp } from '../../test/app'
import {
  bearer,
  jsonRequest,
  lastMailTo,
  login,
  password,
  registerActiveUser,
} from '../../test/auth-flow'
import { loginWith as loginAs, signedInUser } from './account-test-flow'
import { createTestDatabase } from '../../test/database'

const { db } = await createTestDatabase()
const app = createTestApp(db)

async function signInAgain(email: string) {
  const response = await login(app, email)
  expect(response.status).toBe(200)
  return ((await response.json()) as { access_token: string }).access_token
}

const profileOf = (token: string) =>
  app.request('/api/auth/clients/profile', { headers: bearer(token) })

const call = (method: string, path: string, token: string, body: unknown) =>
  app.request(`/api${path}`, jsonRequest(method, body, bearer(token)))

const loginWith = (email: string, secret: string) => loginAs(app, email, secret)

/** The token of the confirmation link in a mail. */
function confirmLinkIn(text: string) {
  const token = /\/client\/confirm-email\/(\S+)/.exec(text)?.[1]
  if (!token) throw new Error('No confirmation link in the mail')
  return token
}

const confirmEmail = (token: string) =>
  app.request('/api/auth/clients/confirm-email', jsonRequest('POST', { token }))

describe('change password', () => {
  it('changes it with the right current password, keeps this session and ends the others', async () => {
    const email = 'change-ok@example.com'
    const current = await signedInUser(app, db, email)
    const other = await signInAgain(email)
    const response = await call('POST', '/auth/change-password', current, {
      current_password: password,
      new_password: 'another good passphrase',
    })
    expect(response.status).toBe(200)
    expect((await profileOf(current)).status).toBe(200)
    expect((await profileOf(other)).status).toBe(401)
    expect((await loginWith(email, password)).status).toBe(401)
    expect((await loginWith(email, 'another good passphrase')).status).toBe(200)
  })

  it('refuses a wrong current password and changes nothing', async () => {
    const email = 'change-wrong@example.com'
    const current = await signedInUser(app, db, email)
    const other = await signInAgain(email)
    const response = await call('POST', '/auth/change-password', current, {
      current_password: 'not my password',
      new_password: 'another good passphrase',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ detail: 'Your current password is incorrect.' })
    expect((await profileOf(other)).status).toBe(200)
    expect((await loginWith(email, password)).status).toBe(200)
  })

  it('limits the guesses of the current password', async () => {
    const email = 'change-limit@example.com'
    const token = await signedInUser(app, db, email)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await call('POST', '/auth/change-password', token, {
        current_password: `guess ${attempt}`,
        new_password: 'another good passphrase',
      })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })

  it('needs a signed-in user', async () => {
    const response = await app.request(
      '/api/auth/change-password',
      jsonRequest('POST', { current_password: password, new_password: 'another good one' }),
    )
    expect(response.status).toBe(401)
  })
})

describe('delete account', () => {
  it('deletes the account and its data and ends every session', async () => {
    const email = 'delete-ok@example.com'
    const token = await signedInUser(app, db, email)
    const other = await signInAgain(email)
    const created = await call('POST', '/client/address', token, {
      name: 'Ada',
      line1: '1 Main St',
      city: 'London',
      country: 'GB',
    })
    expect(created.status).toBe(201)
    const [user] = await db.select().from(users).where(eq(users.email, email))
    const response = await call('POST', '/auth/clients/account/delete', token, {
      current_password: password,
    })
    expect(response.status).toBe(200)
    expect((await profileOf(token)).status).toBe(401)
    expect((await profileOf(other)).status).toBe(401)
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([])
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user?.id ?? '')),
    ).toEqual([])
    expect(
      await db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, user?.id ?? '')),
    ).toEqual([])
    expect((await loginWith(email, password)).status).toBe(401)
  })

  it('refuses a wrong current password and keeps the account', async () => {
    const email = 'delete-wrong@example.com'
    const token = await signedInUser(app, db, email)
    const response = await call('POST', '/auth/clients/account/delete', token, {
      current_password: 'not my password',
    })
    expect(response.status).toBe(400)
    expect((await profileOf(token)).status).toBe(200)
  })
})

describe('update profile', () => {
  it('changes the given fields and answers the updated user', async () => {
    const email = 'profile-ok@example.com'
    const token = await signedInUser(app, db, email)
    const response = await call('PATCH', '/auth/clients/profile', token, {
      first_name: 'Augusta',
      dob: '1815-12-10',
      contact_number: '+44 20 7946 0000',
      client_type: 'business',
      isPublic: true,
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      first_name: 'Augusta',
      last_name: 'Lovelace',
      displayName: 'Augusta Lovelace',
      dob: '1815-12-10',
      contact_number: '+44 20 7946 0000',
      client_type: 'business',
      isPublic: true,
      email,
    })
    expect(await (await profileOf(token)).json()).toMatchObject({ first_name: 'Augusta' })
  })

  it('changes the email only once the new address confirms it, and tells the old one', async () => {
    const email = 'profile-email@example.com'
    const token = await signedInUser(app, db, email)
    const response = await call('PATCH', '/auth/clients/profile', token, {
      email: 'Profile-New@Example.com',
      current_password: password,
    })
    expect(response.status).toBe(200)
    // Not yet: the answer, the profile and the logins keep the current address.
    expect(await response.json()).toMatchObject({ email })
    expect((await loginWith('profile-new@example.com', password)).status).toBe(401)
    expect((await lastMailTo(db, email)).text).toContain('profile-new@example.com')
    const link = confirmLinkIn((await lastMailTo(db, 'profile-new@example.com')).text)

    const confirmed = await confirmEmail(link)
    expect(confirmed.status).toBe(200)
    expect(await (await profileOf(token)).json()).toMatchObject({
      email: 'profile-new@example.com',
    })
    expect((await loginWith('profile-new@example.com', password)).status).toBe(200)
    expect((await loginWith(email, password)).status).toBe(401)
    expect((await lastMailTo(db, email)).subject).toMatch(/was changed/)
    // The link works once.
    expect((await confirmEmail(link)).status).toBe(400)
  })

  it('keeps only the latest request: an earlier link stops working', async () => {
    const email = 'profile-twice@example.com'
    const token = await signedInUser(app, db, email)
    const ask = (to: string) =>
      call('PATCH', '/auth/clients/profile', token, { email: to, current_password: password })
    expect((await ask('profile-first@example.com')).status).toBe(200)
    const first = confirmLinkIn((await lastMailTo(db, 'profile-first@example.com')).text)
    expect((await ask('profile-second@example.com')).status).toBe(200)
    const second = confirmLinkIn((await lastMailTo(db, 'profile-second@example.com')).text)
    const refused = await confirmEmail(first)
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { detail: string }).detail).toMatch(
      /invalid, used or expired/,
    )
    expect((await confirmEmail(second)).status).toBe(200)
    expect(await (await profileOf(token)).json()).toMatchObject({
      email: 'profile-second@example.com',
    })
  })

  it('refuses a confirmation when the address was taken meanwhile (409)', async () => {
    const email = 'profile-race@example.com'
    const token = await signedInUser(app, db, email)
    await call('PATCH', '/auth/clients/profile', token, {
      email: 'profile-race-new@example.com',
      current_password: password,
    })
    const link = confirmLinkIn((await lastMailTo(db, 'profile-race-new@example.com')).text)
    await registerActiveUser(app, db, 'profile-race-new@example.com')
    expect((await confirmEmail(link)).status).toBe(409)
    expect(await (await profileOf(token)).json()).toMatchObject({ email })
  })

  it('refuses an email change without the current password', async () => {
    const email = 'profile-nopass@example.com'
    const token = await signedInUser(app, db, email)
    const response = await call('PATCH', '/auth/clients/profile', token, {
      email: 'profile-stolen@example.com',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ detail: 'Please enter your current password.' })
    expect(await (await profileOf(token)).json()).toMatchObject({ email })
  })

  it('refuses an email change with a wrong current password', async () => {
    const email = 'profile-wrongpass@example.com'
    const token = await signedInUser(app, db, email)
    const response = await call('PATCH', '/auth/clients/profile', token, {
      email: 'profile-stolen2@example.com',
      current_password: 'not my password',
    })
    expect(response.status).toBe(400)
    expect(await (await profileOf(token)).json()).toMatchObject({ email })
  })

  it("refuses another account's email with 409", async () => {
    const email = 'profile-taken@example.com'
    await registerActiveUser(app, db, 'profile-owner@example.com')
    const token = await signedInUser(app, db, email)
    const response = await call('PATCH', '/auth/clients/profile', token, {
      email: 'profile-owner@example.com',
      current_password: password,
    })
    expect(response.status).toBe(409)
    expect(await (await profileOf(token)).json()).toMatchObject({ email })
  })

  it('keeps the same email without asking for the password', async () => {
    const email = 'profile-same@example.com'
    const token = await signedInUser(app, db, email)
    const response = await call('PATCH', '/auth/clients/profile', token, {
      email,
      last_name: 'King',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ email, last_name: 'King' })
  })
})
