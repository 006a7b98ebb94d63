import { describe, expect, it } from 'vitest'
import { createTestApp } from '../app'
import { createTestDatabase } from '../database'
import { getJson, signedInUser } from '../chat-flow'
import { conversationsTestRoutes } from './conversation-routes'

const { db } = await createTestDatabase()
const app = createTestApp(db)
const routes = conversationsTestRoutes(db)

describe('POST /__test/conversations (the chat bench stores a long conversation)', () => {
  it('stores one branch of questions and answers that the account reads back in order', async () => {
    const token = await signedInUser(app, db, 'seed@example.com')
    const messages = Array.from({ length: 600 }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `message ${String(i)}`,
    }))
    const seeded = await routes.request('/conversations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'seed@example.com', messages }),
    })
    expect(seeded.status).toBe(201)
    const { session_id } = (await seeded.json()) as { session_id: string }

    const opened = await getJson(app, token, `/ai/history/${session_id}`)
    expect(opened.status).toBe(200)
    const conversation = (await opened.json()) as {
      messages: { chat_id: string; parent_id: string | null; content: string }[]
    }
    expect(conversation.messages.map((m) => m.content)).toEqual(messages.map((m) => m.content))
    expect(conversation.messages.slice(1).map((m) => m.parent_id)).toEqual(
      conversation.messages.slice(0, -1).map((m) => m.chat_id),
    )
  })

  it('needs a known account', async () => {
    const answered = await routes.request('/conversations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'nobody@example.com',
        messages: [{ role: 'user', content: 'hi' }],
      }),
    })
    expect(answered.status).toBe(404)
  })
})
