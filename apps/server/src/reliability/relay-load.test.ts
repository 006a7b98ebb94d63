import { once } from 'node:events'
import type { Server } from 'node:http'
import type { StreamChunk } from '@amply/api/entities/chat'
import { serve } from '@hono/node-server'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test-support/app'
import { bearer } from '../../test-support/auth-flow'
import { createTestDatabase } from '../../test-support/database'
import { chatBody, signedInUser } from '../../test-support/chat-flow'
import { fakeAnswer, startFakeOpenAiServer } from '../../test-support/fakes/fake-openai-server'
import { openSockets, postOnce, urlOf } from '../../test-support/post-once'

// Load through the real HTTP stack: 200 chat streams at once, all healthy or with provider
// faults mixed in. Nothing may fail that the provider did not fail, and afterwards the server
// holds no socket and no database connection it took for them.

const STREAMS = 200

const { db, pool } = await createTestDatabase()
const fake = await startFakeOpenAiServer()
const app = createTestApp(db, { OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: 'sk-test' })
const token = await signedInUser(app, db, 'load@example.com')
// Allowance for every stream of the file.
await db.execute(sql`update plan_credits set daily_limit = 1000000, monthly_limit = 1000000`)
const http = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }) as Server
await once(http, 'listening')
afterAll(async () => {
  http.close()
  await fake.close()
})

const eventsOf = (text: string): StreamChunk[] =>
  text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as StreamChunk)

const contentOf = (events: StreamChunk[]) => events.map((event) => event.content ?? '').join('')

async function stream(question: string) {
  const answer = await postOnce(
    `${urlOf(http)}/ai/chat/completions`,
    chatBody(question),
    bearer(token),
  )
  return { status: answer.status, events: eventsOf(answer.text) }
}

/** Every socket closed and every database connection back in the pool (or closed). */
async function expectNothingLeaked() {
  await expect.poll(() => openSockets(http)).toBe(0)
  await expect.poll(() => pool.totalCount - pool.idleCount).toBe(0)
  expect(pool.waitingCount).toBe(0)
}

describe(`${String(STREAMS)} concurrent chat streams through the relay`, () => {
  it('all answer in full, with no error, and leave no socket or database connection behind', async () => {
    const answers = await Promise.all(
      Array.from({ length: STREAMS }, (_, i) => stream(`Load question ${String(i)}`)),
    )
    for (const { status, events } of answers) {
      expect(status).toBe(200)
      expect(events.filter((event) => event.error !== undefined)).toEqual([])
      expect(contentOf(events)).toBe(fakeAnswer.join(''))
    }
    await expectNothingLeaked()
  })

  it('with provider faults mixed in (dropped connections, 500s, 429s), fail only the faulty ones', async () => {
    const faults = ['', '[drop] ', '[status:500] ', '[status:429] '] as const
    const answers = await Promise.all(
      Array.from({ length: STREAMS }, async (_, i) => {
        const fault = faults[i % faults.length] ?? ''
        return { fault, ...(await stream(`${fault}Faulty question ${String(i)}`)) }
      }),
    )
    for (const { fault, status, events } of answers) {
      expect(status).toBe(200)
      const last = events.at(-1)
      if (fault === '') {
        expect(events.filter((event) => event.error !== undefined)).toEqual([])
        expect(contentOf(events)).toBe(fakeAnswer.join(''))
      } else if (fault === '[drop] ') {
        expect(contentOf(events)).toBe(fakeAnswer.slice(0, 2).join(''))
        expect(last?.error).toMatch(/connection to the AI provider was lost/)
      } else {
        expect(last).toMatchObject({ status: fault === '[status:500] ' ? 500 : 429 })
      }
    }
    await expectNothingLeaked()
    // And the server goes on serving.
    const after = await stream('Still there?')
    expect(contentOf(after.events)).toBe(fakeAnswer.join(''))
  })
})
