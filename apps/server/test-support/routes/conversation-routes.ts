import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '../../src/db/client'
import { users } from '../../src/db/schema/auth'
import {
  createConversationService,
  titleFrom,
} from '../../src/modules/conversations/conversation.service'
import type { NewMessage } from '../../src/modules/conversations/conversation.service'

const seedSchema = z.object({
  email: z.email(),
  /** Questions and answers in turn, oldest first, as one branch. */
  messages: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string() }))
    .min(1)
    .max(10_000),
})

/**
 * `POST /__test/conversations` `{ email, messages }`: stores a conversation of that many
 * messages for the account, as if it had been chatted, and answers its `session_id`. Mounted
 * only by the test server (test-support/main.ts), for the chat bench's 2,000-message
 * conversation (a trial's allowance could not chat it); it is not part of the product's API.
 */
export function conversationsTestRoutes(db: Database) {
  const conversations = createConversationService(db, Date.now)
  return new Hono().post('/conversations', async (c) => {
    const parsed = seedSchema.safeParse(await c.req.json().catch(() => undefined))
    if (!parsed.success) return c.json({ detail: 'Invalid conversation' }, 422)
    const { email, messages } = parsed.data
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
    if (!user) return c.json({ detail: 'No such account' }, 404)
    const started = Date.now() - messages.length * 1000
    const conversation = await conversations.create({
      userId: user.id,
      tool: 'chat',
      title: titleFrom(messages[0]?.content ?? ''),
      modelId: 'amply-1',
      createdAt: new Date(started),
    })
    let parentId: string | null = null
    const rows: NewMessage[] = messages.map((message, index) => {
      const id = randomUUID()
      const row: NewMessage = {
        id,
        conversationId: conversation.id,
        parentId,
        role: message.role,
        content: message.content,
        tool: 'chat',
        ...(message.role === 'assistant' ? { model: 'amply-1', modelGroup: 'standard' } : {}),
        // A second apart, in order: the tree reads back as it was written.
        createdAt: new Date(started + index * 1000),
      }
      parentId = id
      return row
    })
    // In slices: one statement's parameters are limited.
    for (let from = 0; from < rows.length; from += 500) {
      await conversations.addMessages(rows.slice(from, from + 500), { touch: true })
    }
    return c.json({ session_id: conversation.id }, 201)
  })
}
