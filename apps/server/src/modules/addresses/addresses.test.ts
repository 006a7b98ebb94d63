import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test-support/app'
import { bearer, jsonRequest } from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'
import { signedInUser } from '../../../test-support/account-flow'

const { db } = await createTestDatabase()
const app = createTestApp(db)

interface Address {
  id: string
  name: string
  city: string
  country: string
  is_primary: boolean
}

const signIn = (email: string) => signedInUser(app, db, email)

const home = { name: 'Ada Lovelace', line1: '12 St James Square', city: 'London', country: 'gb' }
const office = { name: 'Analytical Ltd', line1: '1 Engine Way', city: 'Paris', country: 'FR' }

const call = (token: string, method: string, path: string, body?: unknown) =>
  app.request(
    `/api/client/address${path}`,
    body === undefined
      ? { method, headers: bearer(token) }
      : jsonRequest(method, body, bearer(token)),
  )

async function create(token: string, input: object) {
  const response = await call(token, 'POST', '', input)
  expect(response.status).toBe(201)
  return (await response.json()) as Address
}

const list = async (token: string) => (await (await call(token, 'GET', '')).json()) as Address[]

describe('billing addresses', () => {
  it('creates addresses; the first one becomes primary', async () => {
    const token = await signIn('addr-create@example.com')
    const first = await create(token, home)
    expect(first).toMatchObject({
      name: 'Ada Lovelace',
      line2: '',
      state: '',
      postal_code: '',
      phone: '',
      country: 'GB',
      is_primary: true,
    })
    const second = await create(token, office)
    expect(second.is_primary).toBe(false)
    expect((await list(token)).map((address) => [address.id, address.is_primary])).toEqual([
      [first.id, true],
      [second.id, false],
    ])
  })

  it('edits an address', async () => {
    const token = await signIn('addr-edit@example.com')
    const address = await create(token, home)
    const response = await call(token, 'PUT', `/${address.id}`, { ...home, city: 'Bath' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id: address.id, city: 'Bath', is_primary: true })
  })

  it('makes another address the primary one, keeping a single primary', async () => {
    const token = await signIn('addr-default@example.com')
    const first = await create(token, home)
    const second = await create(token, office)
    const response = await call(token, 'POST', '/default', { id: second.id })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id: second.id, is_primary: true })
    const primaries = (await list(token)).filter((address) => address.is_primary)
    expect(primaries.map((address) => address.id)).toEqual([second.id])
    expect(first.id).not.toBe(second.id)
  })

  it('deletes an address; deleting the primary one promotes another', async () => {
    const token = await signIn('addr-delete@example.com')
    const first = await create(token, home)
    const second = await create(token, office)
    const response = await call(token, 'DELETE', `/${first.id}`)
    expect(response.status).toBe(200)
    expect(await list(token)).toMatchObject([{ id: second.id, is_primary: true }])
    expect((await call(token, 'DELETE', `/${second.id}`)).status).toBe(200)
    expect(await list(token)).toEqual([])
  })

  it('keeps one primary when addresses are created at the same time', async () => {
    const token = await signIn('addr-race@example.com')
    const created = await Promise.all(
      Array.from({ length: 5 }, (_, index) => create(token, { ...home, name: `Home ${index}` })),
    )
    expect(created.filter((address) => address.is_primary)).toHaveLength(1)
  })

  it("does not reach another user's addresses (404 on read, edit, delete and default)", async () => {
    const owner = await signIn('addr-owner@example.com')
    const intruder = await signIn('addr-intruder@example.com')
    const address = await create(owner, home)
    expect(await list(intruder)).toEqual([])
    expect((await call(intruder, 'PUT', `/${address.id}`, office)).status).toBe(404)
    expect((await call(intruder, 'DELETE', `/${address.id}`)).status).toBe(404)
    expect((await call(intruder, 'POST', '/default', { id: address.id })).status).toBe(404)
    expect(await list(owner)).toMatchObject([{ id: address.id, city: 'London', is_primary: true }])
  })

  it('answers 404 for an id that is not an address id', async () => {
    const token = await signIn('addr-badid@example.com')
    expect((await call(token, 'PUT', '/not-a-uuid', home)).status).toBe(404)
    expect((await call(token, 'DELETE', '/42')).status).toBe(404)
    expect((await call(token, 'POST', '/default', { id: "' or 1=1 --" })).status).toBe(404)
  })

  it('refuses an invalid address with 422', async () => {
    const token = await signIn('addr-invalid@example.com')
    const response = await call(token, 'POST', '', { ...home, country: 'Britain' })
    expect(response.status).toBe(422)
    // Two letters are not enough: only a country the form offers (ISO 3166-1) is stored.
    for (const country of ['UK', 'ZZ']) {
      expect((await call(token, 'POST', '', { ...home, country })).status).toBe(422)
    }
  })

  it('needs a signed-in user', async () => {
    expect((await app.request('/api/client/address')).status).toBe(401)
  })
})
