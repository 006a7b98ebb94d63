import type { ConversationDetail } from '@amply/api/entities/chat'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema/auth'
import { chatMessages, usageDaily } from '../../db/schema/ai-gateway'
import { createTestApp } from '../../../test-support/app'
import { bearer, jsonRequest } from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'
import {
  ask,
  chatBody,
  getJson,
  joined,
  readEvents,
  signIn,
  signedInUser,
} from '../../../test-support/chat-flow'

// Regenerate with another model (issue 37): the new version is answered and stored with the
// model chosen at regenerate, which the plan must allow like any question's.

const { db } = await createTestDatabase()
const app = createTestApp(db, { DEMO_STREAM_DELAY_MS: '0' })

/** Asks a first question with GPT-4o mini; answers the conversation and the question's id. */
async function firstAnswer(token: string) {
  const events = await readEvents(await ask(app, token, chatBody('Name a colour')))
  const first = events[0] ?? {}
  return { sessionId: first.session_id ?? '', questionId: first.user_chat_id ?? '' }
}

const regenerate = (token: string, at: { sessionId: string; questionId: string }, model: string) =>
  ask(
    app,
    token,
    chatBody('Name a colour', {
      ai_model_id: model,
      session_id: at.sessionId,
      regenerate: true,
      messages: [{ role: 'user', content: 'Name a colour', chat_id: at.questionId }],
    }),
  )

async function answersOf(token: string, sessionId: string) {
  const detail = (await (
    await getJson(app, token, `/ai/history/${sessionId}`)
  ).json()) as ConversationDetail
  return detail.messages.filter((message) => message.role === 'assistant')
}

/** The queries charged to the user so far, by credit group. */
async function charged(email: string) {
  const rows = await db
    .select({ group: usageDaily.creditGroup, used: sql<number>`sum(${usageDaily.used})::int` })
    .from(usageDaily)
    .innerJoin(users, eq(users.id, usageDaily.userId))
    .where(eq(users.email, email))
    .groupBy(usageDaily.creditGroup)
  return Object.fromEntries(rows.map((row) => [row.group, row.used]))
}

describe('regenerate with another model', () => {
  it('stores the new version beside the first, answered by the model chosen and charged to its group', async () => {
    const token = await signedInUser(app, db, 'regen@example.com')
    const at = await firstAnswer(token)
    const events = await readEvents(await regenerate(token, at, 'deepseek-reasoner'))
    expect(joined(events, 'reasoning_content')).not.toBe('')
    const [first, again] = await answersOf(token, at.sessionId)
    expect(first).toMatchObject({ model: 'gpt-4o-mini', model_group: 'chat', regen: false })
    expect(again).toMatchObject({
      chat_id: events[0]?.chat_id,
      parent_id: at.questionId,
      model: 'deepseek-reasoner',
      model_group: 'reasoning',
      regen: true,
      incomplete: false,
    })
    expect(await charged('regen@example.com')).toEqual({ Standard: 1, Advanced: 1 })
  })

  it('refuses a model the catalogue does not have (404), or an image model, storing and charging nothing', async () => {
    const token = await signedInUser(app, db, 'unknown@example.com')
    const at = await firstAnswer(token)
    for (const model of ['gpt-9-ultra', 'amply-image-1']) {
      const refused = await regenerate(token, at, model)
      expect(refused.status).toBe(404)
      expect(((await refused.json()) as { detail: string }).detail).toBe(
        'This model is not available. Choose another one.',
      )
    }
    expect(await answersOf(token, at.sessionId)).toHaveLength(1)
    expect(await charged('unknown@example.com')).toEqual({ Standard: 1 })
  })

  it('refuses a model the plan does not allow (402), storing and charging nothing', async () => {
    const token = await signedInUser(app, db, 'standard-only@example.com')
    const at = await firstAnswer(token)
    // An operator takes Advanced models out of the trial.
    await signedInUser(app, db, 'operator@example.com')
    await db.update(users).set({ role: 'admin' }).where(eq(users.email, 'operator@example.com'))
    const operator = await signIn(app, 'operator@example.com')
    const plans = (await (await getJson(app, operator, '/api/admin/plan')).json()) as {
      id: string
      name: string
    }[]
    const trial = plans.find((plan) => plan.name === 'Free Trial')
    const update = await app.request(
      '/api/admin/plan',
      jsonRequest(
        'PUT',
        {
          id: trial?.id,
          credits: [{ query_credit_group_name: 'Standard', daily_limit: 50, monthly_limit: 1000 }],
        },
        bearer(operator),
      ),
    )
    expect(update.status).toBe(200)

    const refused = await regenerate(token, at, 'claude-sonnet-4')
    expect(refused.status).toBe(402)
    expect(((await refused.json()) as { detail: string }).detail).toBe(
      'Your Free Trial plan does not include Advanced models. Upgrade your plan to use them.',
    )
    expect(await answersOf(token, at.sessionId)).toHaveLength(1)
    const stored = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.parentId, at.questionId))
    expect(stored).toHaveLength(1)
    expect(await charged('standard-only@example.com')).toEqual({ Standard: 1 })
  })
})
