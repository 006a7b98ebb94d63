import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox } from '../../db/schema/mail-outbox'
import { createLogger } from '../../lib/logger'
import { createTestDatabase } from '../../test/database'
import { linksIn, sendMail } from './mail.service'

const { db } = await createTestDatabase()
const logs: Record<string, unknown>[] = []
const logger = createLogger('info', (line) =>
  logs.push(JSON.parse(line) as Record<string, unknown>),
)

describe('sendMail through the local outbox', () => {
  it('stores the message', async () => {
    const { id } = await sendMail(
      { db, logger },
      { to: 'ada@example.com', subject: 'Welcome', text: 'Hello', html: '<p>Hello</p>' },
    )
    const [stored] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
    expect(stored).toMatchObject({
      to: 'ada@example.com',
      subject: 'Welcome',
      text: 'Hello',
      html: '<p>Hello</p>',
    })
    expect(stored?.createdAt).toBeInstanceOf(Date)
  })

  it('logs the links of the message, for following them with nothing installed', async () => {
    const link = 'http://127.0.0.1:3000/activate?token=abc'
    const { id } = await sendMail(
      { db, logger },
      { to: 'ada@example.com', subject: 'Activate', text: `Activate your account: ${link}.` },
    )
    expect(logs.find((entry) => entry.id === id)).toMatchObject({
      level: 'info',
      to: 'ada@example.com',
      subject: 'Activate',
      links: [link],
    })
  })
})

describe('linksIn', () => {
  it('finds each distinct link once, without the punctuation around it', () => {
    const text =
      'Go to https://amply.test/a?b=1, or (https://amply.test/c). Again: https://amply.test/a?b=1'
    const html = '<a href="https://amply.test/c">here</a>'
    expect(linksIn(`${text}\n${html}`)).toEqual([
      'https://amply.test/a?b=1',
      'https://amply.test/c',
    ])
  })

  it('finds none in a text without links', () => {
    expect(linksIn('Your code is 123456')).toEqual([])
  })
})
