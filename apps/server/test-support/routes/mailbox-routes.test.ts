import { describe, expect, it } from 'vitest'
import { mailOutbox } from '../../src/db/schema/mail-outbox'
import { createTestDatabase } from '../database'
import { mailboxTestRoutes } from './mailbox-routes'

const { db } = await createTestDatabase()
const routes = mailboxTestRoutes(db)

describe('GET /__test/mailbox (end-to-end tests read the local outbox)', () => {
  it("answers one address's mail, oldest first, and no one else's", async () => {
    await db.insert(mailOutbox).values([
      { to: 'ada@example.com', subject: 'First', text: 'one' },
      { to: 'bob@example.com', subject: 'Not for Ada', text: 'two' },
    ])
    await db.insert(mailOutbox).values({ to: 'ada@example.com', subject: 'Second', text: 'three' })
    const response = await routes.request('/mailbox?to=ada@example.com')
    expect(response.status).toBe(200)
    const mail = (await response.json()) as { to: string; subject: string; text: string }[]
    expect(mail.map((m) => [m.to, m.subject, m.text])).toEqual([
      ['ada@example.com', 'First', 'one'],
      ['ada@example.com', 'Second', 'three'],
    ])
  })

  it('needs an address', async () => {
    expect((await routes.request('/mailbox')).status).toBe(422)
  })
})
