import { describe, expect, it } from 'vitest'
import { signedInUser } from '../../test-support/account-flow'
import { createTestApp } from '../../test-support/app'
import { bearer, jsonRequest } from '../../test-support/auth-flow'
import { createTestDatabase } from '../../test-support/database'

const { db } = await createTestDatabase()
const app = createTestApp(db)
const token = await signedInUser(app, db, 'malformed-ids@example.com')

// Found by the fuzz test: PostgreSQL errors on a uuid column compared with a non-uuid string.
describe('ids that cannot be row ids', () => {
  it('answer 404 when signing a device out, not 500', async () => {
    const response = await app.request(
      '/api/auth/clients/delete-session',
      jsonRequest('DELETE', { session_id: 'not-a-session' }, bearer(token)),
    )
    expect(response.status).toBe(404)
  })

  it('answer 404 on the address routes, not 500', async () => {
    const statuses = await Promise.all([
      app.request('/api/client/address/not-an-id', jsonRequest('DELETE', {}, bearer(token))),
      app.request(
        '/api/client/address/default',
        jsonRequest('POST', { id: 'not-an-id' }, bearer(token)),
      ),
    ])
    expect(statuses.map((response) => response.status)).toEqual([404, 404])
  })
})
