import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { chatMessages } from '../../db/schema/ai-gateway'
import { createTestApp } from '../../../test-support/app'
import { bearer, jsonRequest } from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'
import {
  ask,
  chatBody,
  getJson,
  joined,
  readEvents,
  signedInUser,
} from '../../../test-support/chat-flow'

const { db } = await createTestDatabase()
const app = createTestApp(db, { DEMO_STREAM_DELAY_MS: '0' })
const token = await signedInUser(app, db, 'history@example.com')
const stranger = await signedInUser(app, db, 'stranger@example.com')

interface Message {
  chat_id: string
  role: string
  content: string
  parent_id: string | null
  regen: boolean
  model: string | null
}
interface Detail {
  session_id: string
  title: string
  message_count: number
  messages: Message[]
}

async function start(question: string, extra: Record<string, unknown> = {}) {
  const events = await readEvents(await ask(app, token, chatBody(question, extra)))
  const first = events[0] ?? {}
  return { ...first, content: joined(events, 'content') }
}

const detail = async (sessionId: string | undefined, who = token) =>
  getJson(app, who, `/ai/history/${sessionId ?? ''}`)

describe('the offline demo provider', () => {
  it('says it is the demo and how to configure a real provider', async () => {
    const answer = await start('What is the capital of France?')
    expect(answer.content).toContain("Amply's offline demo provider")
    expect(answer.content).toContain('OPENAI_BASE_URL')
    expect(answer.content).toContain('What is the capital of France?')
  })

  it('streams reasoning_content before content for a reasoning model', async () => {
    const events = await readEvents(
      await ask(app, token, chatBody('Why?', { ai_model_id: 'deepseek-reasoner' })),
    )
    const firstContent = events.findIndex((e) => e.content !== undefined)
    const lastReasoning = events.findLastIndex((e) => e.reasoning_content !== undefined)
    expect(lastReasoning).toBeGreaterThan(0)
    expect(lastReasoning).toBeLessThan(firstContent)
  })
})

describe('conversations as message trees', () => {
  it('continues a conversation under the last answer', async () => {
    const first = await start('First question')
    const events = await readEvents(
      await ask(
        app,
        token,
        chatBody('Second question', {
          session_id: first.session_id,
          messages: [
            { role: 'user', content: 'First question', chat_id: first.user_chat_id },
            { role: 'assistant', content: first.content, chat_id: first.chat_id },
            { role: 'user', content: 'Second question' },
          ],
        }),
      ),
    )
    expect(events[0]?.session_id).toBe(first.session_id)
    const stored = (await (await detail(first.session_id)).json()) as Detail
    expect(stored.message_count).toBe(4)
    expect(stored.messages[2]).toMatchObject({ role: 'user', parent_id: first.chat_id })
    expect(stored.messages[3]).toMatchObject({
      role: 'assistant',
      parent_id: events[0]?.user_chat_id,
      model: 'gpt-4o-mini',
    })
  })

  it('branches an edited question beside the original (same parent)', async () => {
    const first = await start('Original question')
    const edited = await readEvents(
      await ask(
        app,
        token,
        chatBody('Edited question', {
          session_id: first.session_id,
          messages: [{ role: 'user', content: 'Edited question', parent_id: null }],
        }),
      ),
    )
    const stored = (await (await detail(first.session_id)).json()) as Detail
    const roots = stored.messages.filter((m) => m.role === 'user' && m.parent_id === null)
    expect(roots.map((m) => m.content)).toEqual(['Original question', 'Edited question'])
    expect(stored.messages.find((m) => m.chat_id === edited[0]?.chat_id)?.parent_id).toBe(
      edited[0]?.user_chat_id,
    )
  })

  it('regenerates an answer as a sibling marked regen, under the same question', async () => {
    const first = await start('Regenerate me')
    const again = await readEvents(
      await ask(
        app,
        token,
        chatBody('Regenerate me', {
          session_id: first.session_id,
          regenerate: true,
          messages: [{ role: 'user', content: 'Regenerate me', chat_id: first.user_chat_id }],
        }),
      ),
    )
    expect(again[0]?.user_chat_id).toBe(first.user_chat_id)
    const stored = (await (await detail(first.session_id)).json()) as Detail
    const answers = stored.messages.filter((m) => m.role === 'assistant')
    expect(answers.map((m) => [m.parent_id, m.regen])).toEqual([
      [first.user_chat_id, false],
      [first.user_chat_id, true],
    ])
  })

  it('refuses a parent that is not in the conversation', async () => {
    const mine = await start('Mine')
    const other = await start('Other')
    const response = await ask(
      app,
      token,
      chatBody('Hijack', {
        session_id: mine.session_id,
        messages: [{ role: 'user', content: 'Hijack', parent_id: other.chat_id }],
      }),
    )
    expect(response.status).toBe(400)
  })
})

describe('history', () => {
  it('lists conversations newest first, paginated, searchable by title or message', async () => {
    const fresh = await signedInUser(app, db, 'pages@example.com')
    for (const question of ['Apples and pears', 'Bananas 100%', 'Cherries']) {
      await readEvents(await ask(app, fresh, chatBody(question)))
    }
    const page = (await (await getJson(app, fresh, '/ai/history?page=1&page_size=2')).json()) as {
      items: { title: string; message_count: number }[]
      total: number
    }
    expect(page.total).toBe(3)
    expect(page.items.map((i) => i.title)).toEqual(['Cherries', 'Bananas 100%'])
    expect(page.items[0]?.message_count).toBe(2)
    const second = (await (await getJson(app, fresh, '/ai/history?page=2&page_size=2')).json()) as {
      items: { title: string }[]
    }
    expect(second.items.map((i) => i.title)).toEqual(['Apples and pears'])
    const found = (await (await getJson(app, fresh, '/ai/history?search=100%25')).json()) as {
      items: { title: string }[]
    }
    expect(found.items.map((i) => i.title)).toEqual(['Bananas 100%'])
    // The demo's answer quotes the question: the search reaches message text too.
    const inMessages = (await (
      await getJson(app, fresh, '/ai/history?search=offline%20demo')
    ).json()) as {
      total: number
    }
    expect(inMessages.total).toBe(3)
  })

  it('filters the history by tool', async () => {
    const fresh = await signedInUser(app, db, 'tools@example.com')
    await readEvents(await ask(app, fresh, chatBody('A chat')))
    await readEvents(
      await ask(
        app,
        fresh,
        chatBody('Hallo', {
          ai_model_id: 'amply-translate-1',
          action: { type: 'translate', language: 'English' },
        }),
      ),
    )
    const translations = (await (
      await getJson(app, fresh, '/ai/history?tool=translate')
    ).json()) as {
      items: { title: string; tool: string }[]
    }
    expect(translations.items).toEqual([
      expect.objectContaining({ title: 'Hallo', tool: 'translate' }),
    ])
  })

  it('renames and deletes a conversation', async () => {
    const chat = await start('Rename me')
    const renamed = await app.request(
      `/ai/history/${chat.session_id ?? ''}`,
      jsonRequest('PATCH', { title: 'A better title' }, bearer(token)),
    )
    expect(renamed.status).toBe(200)
    expect(((await renamed.json()) as { title: string }).title).toBe('A better title')
    const deleted = await app.request(`/ai/history/${chat.session_id ?? ''}`, {
      method: 'DELETE',
      headers: bearer(token),
    })
    expect(deleted.status).toBe(200)
    expect((await detail(chat.session_id)).status).toBe(404)
  })

  it('hides a conversation from everyone but its owner (404 to read, rename, delete or continue)', async () => {
    const chat = await start('Private')
    const path = `/ai/history/${chat.session_id ?? ''}`
    expect((await detail(chat.session_id, stranger)).status).toBe(404)
    const rename = await app.request(path, jsonRequest('PATCH', { title: 'x' }, bearer(stranger)))
    expect(rename.status).toBe(404)
    const remove = await app.request(path, { method: 'DELETE', headers: bearer(stranger) })
    expect(remove.status).toBe(404)
    const reply = await ask(app, stranger, chatBody('Me too', { session_id: chat.session_id }))
    expect(reply.status).toBe(404)
    expect((await detail(chat.session_id)).status).toBe(200)
  })

  it('answers 404 for an id that is not a conversation id', async () => {
    expect((await detail('not-a-uuid')).status).toBe(404)
  })
})

describe('feedback', () => {
  it('stores thumbs and words on an answer', async () => {
    const chat = await start('Rate me')
    const response = await app.request(
      '/ai/feedback',
      jsonRequest(
        'POST',
        { chat_id: chat.chat_id, rating: 'down', text: 'Too short' },
        bearer(token),
      ),
    )
    expect(response.status).toBe(200)
    const [row] = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, chat.chat_id ?? ''))
    expect(row).toMatchObject({ feedbackRating: 'down', feedbackText: 'Too short' })
  })

  it("refuses feedback on a question (400) and on another user's answer (404)", async () => {
    const chat = await start('Rate me too')
    const onQuestion = await app.request(
      '/ai/feedback',
      jsonRequest('POST', { chat_id: chat.user_chat_id, rating: 'up' }, bearer(token)),
    )
    expect(onQuestion.status).toBe(400)
    const byStranger = await app.request(
      '/ai/feedback',
      jsonRequest('POST', { chat_id: chat.chat_id, rating: 'up' }, bearer(stranger)),
    )
    expect(byStranger.status).toBe(404)
  })
})
