import { Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '../../src/db/client'
import { queueMail } from '../../src/modules/mail/mail-outbox'

const messageSchema = z.object({
  to: z.email(),
  subject: z.string().min(1),
  text: z.string(),
})

/**
 * `POST /__test/mail`: puts a message in the mail outbox. Mounted only by the test server
 * (test-support/main.ts), for the crash test that writes through the real server process; it is
 * not part of the product's API.
 */
export function mailTestRoutes(db: Database) {
  return new Hono().post('/mail', async (c) => {
    const parsed = messageSchema.safeParse(await c.req.json().catch(() => undefined))
    if (!parsed.success) return c.json({ detail: 'Invalid message' }, 422)
    return c.json(await queueMail(db, parsed.data, null), 201)
  })
}
