import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '../../src/db/client'
import { mailOutbox } from '../../src/db/schema/mail-outbox'

const querySchema = z.object({ to: z.email() })

/**
 * `GET /__test/mailbox?to=…`: the mail the local outbox holds for one address, oldest first.
 * Mounted only by the test server (test-support/main.ts), for the end-to-end tests that follow a
 * mailed link or check that a form's mail went out; it is not part of the product's API.
 */
export function mailboxTestRoutes(db: Database) {
  return new Hono().get('/mailbox', async (c) => {
    const parsed = querySchema.safeParse({ to: c.req.query('to') })
    if (!parsed.success) return c.json({ detail: 'Give the address as ?to=' }, 422)
    const mail = await db
      .select({
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        created_at: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, parsed.data.to))
      .orderBy(asc(mailOutbox.createdAt))
    return c.json(mail)
  })
}
