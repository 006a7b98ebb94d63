import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test-support/app'
import { bearer, jsonRequest } from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'
import {
  fakeAnswer,
  fakeReasoning,
  startFakeOpenAiServer,
} from '../../../test-support/fakes/fake-openai-server'
import {
  ask,
  chatBody,
  getJson,
  joined,
  readEvents,
  readUntilThenCancel,
  signedInUser,
} from '../../../test-support/chat-flow'

const { db } = await createTestDatabase()
const fake = await startFakeOpenAiServer()
afterAll(() => fake.close())
const provider = { OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: 'sk-test' }
const app = createTestApp(db, provider)
// Only ever asked what the provider never answers (`[silent]`, `[hang]`): its timeout must come.
// Long enough that the fake's first pieces always arrive before it on a loaded machine (at 100
// ms the `[hang]` test lost them under the whole suite's load), short enough to wait for.
const impatient = createTestApp(db, { ...provider, PROVIDER_TIMEOUT_MS: '1000' })
const token = await signedInUser(app, db, 'chat@example.com')

interface Detail {
  session_id: string
  messages: {
    chat_id: string
    role: string
    content: string
    reasoning_content: string
    incomplete: boolean
    parent_id: string | null
    regen: boolean
  }[]
}

async function conversation(sessionId: string | undefined): Promise<Detail> {
  const response = await getJson(app, token, `/ai/history/${sessionId ?? ''}`)
  expect(response.status).toBe(200)
  return (await response.json()) as Detail
}

describe('chat/completions against an OpenAI-compatible provider', () => {
  it('takes a question whose conversation is larger than any other JSON body may be', async () => {
    // Ten long turns before it (2 MB): past MAX_JSON_BODY_BYTES, within the question's own limit.
    const earlier = Array.from({ length: 10 }, (_, turn) => ({
      role: turn % 2 ? 'assistant' : 'user',
      content: 'a'.repeat(200_000),
    }))
    const messages = [...earlier, { role: 'user', content: 'Still there?' }]
    const response = await ask(app, token, chatBody('Still there?', { messages }))
    expect(response.status).toBe(200)
    expect(joined(await readEvents(response), 'content')).toBe(fakeAnswer.join(''))
  })

  it('sends the model at most the latest 40 messages and 48,000 characters before the question', async () => {
    const sent = () =>
      (fake.requests.at(-1)?.messages ?? [])
        .filter((m) => m.role !== 'system')
        .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
    const turns = (count: number, size: number) =>
      Array.from({ length: count }, (_, turn) => ({
        role: turn % 2 ? 'assistant' : 'user',
        content: `turn ${String(turn)} `.padEnd(size, '.'),
      }))
    const askWith = async (earlier: { role: string; content: string }[]) => {
      const messages = [...earlier, { role: 'user', content: 'And now?' }]
      const response = await ask(app, token, chatBody('And now?', { messages }))
      expect(response.status).toBe(200)
      await readEvents(response)
      return sent()
    }
    // A hundred short turns: the latest forty, whole, then the question.
    const many = await askWith(turns(100, 20))
    expect(many).toHaveLength(41)
    expect(many[0]).toMatch(/^turn 60 /)
    expect(many.at(-2)).toMatch(/^turn 99 /)
    expect(many.at(-1)).toContain('And now?')
    // Ten turns of 10,000 characters: the latest four fit in 48,000 (an answer first would
    // be left out with its question).
    const long = await askWith(turns(10, 10_000))
    expect(long.slice(0, -1).map((content) => content.slice(0, 7))).toEqual([
      'turn 6 ',
      'turn 7 ',
      'turn 8 ',
      'turn 9 ',
    ])
    // 2 MB of history (ten turns of 200,000): none of it goes, the question does.
    const huge = await askWith(turns(10, 200_000))
    expect(huge).toHaveLength(1)
    expect(huge[0]).toContain('And now?')
  })

  it('streams the answer as SSE events, the first naming the conversation and both messages', async () => {
    const response = await ask(app, token, chatBody('Say hello'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    expect(response.headers.get('x-accel-buffering')).toBe('no')
    // Without it the Node adapter holds the first events back a timer's turn (relay-bench.ts).
    expect(response.headers.get('transfer-encoding')).toBe('chunked')
    const events = await readEvents(response)
    const ids = events[0] ?? {}
    expect(Object.keys(ids).sort()).toEqual(['chat_id', 'session_id', 'user_chat_id'])
    expect(events.slice(1).map((e) => e.content)).toEqual(fakeAnswer)
    const stored = await conversation(events[0]?.session_id)
    expect(stored.messages).toMatchObject([
      { chat_id: events[0]?.user_chat_id, role: 'user', content: 'Say hello', parent_id: null },
      {
        chat_id: events[0]?.chat_id,
        role: 'assistant',
        content: fakeAnswer.join(''),
        incomplete: false,
        parent_id: events[0]?.user_chat_id,
      },
    ])
    expect(fake.requests.at(-1)?.model).toBe('gpt-4o-mini')
  })

  it('streams reasoning_content before content for a reasoning model', async () => {
    const events = await readEvents(
      await ask(app, token, chatBody('Think first', { ai_model_id: 'deepseek-reasoner' })),
    )
    const kinds = events.slice(1).map((e) => (e.reasoning_content ? 'reasoning' : 'content'))
    expect(kinds).toEqual([
      ...fakeReasoning.map(() => 'reasoning'),
      ...fakeAnswer.map(() => 'content'),
    ])
    expect(joined(events, 'reasoning_content')).toBe(fakeReasoning.join(''))
    const stored = await conversation(events[0]?.session_id)
    expect(stored.messages[1]?.reasoning_content).toBe(fakeReasoning.join(''))
  })

  it('ends with a timeout error chunk when the first byte comes after PROVIDER_TIMEOUT_MS', async () => {
    const events = await readEvents(await ask(impatient, token, chatBody('[silent] hello')))
    expect(events.at(-1)).toEqual({
      error: 'The request took too long to complete. Please try again later.',
    })
    const stored = await conversation(events[0]?.session_id)
    expect(stored.messages[1]).toMatchObject({ content: '', incomplete: true })
  })

  it('keeps what was streamed and marks it incomplete when the connection drops mid-stream', async () => {
    const events = await readEvents(await ask(app, token, chatBody('[drop] hello')))
    expect(joined(events, 'content')).toBe(fakeAnswer.slice(0, 2).join(''))
    expect(events.at(-1)?.error).toMatch(/connection to the AI provider was lost/)
    expect(events.at(-1)?.status).toBeUndefined()
    const stored = await conversation(events[0]?.session_id)
    expect(stored.messages[1]).toMatchObject({
      content: fakeAnswer.slice(0, 2).join(''),
      incomplete: true,
    })
  })

  it('times out a provider that goes silent mid-stream, keeping the part streamed', async () => {
    const events = await readEvents(await ask(impatient, token, chatBody('[hang] hello')))
    expect(events.at(-1)?.error).toBe(
      'The request took too long to complete. Please try again later.',
    )
    const stored = await conversation(events[0]?.session_id)
    expect(stored.messages[1]).toMatchObject({
      content: fakeAnswer.slice(0, 2).join(''),
      incomplete: true,
    })
  })

  it('maps a provider 429 to an error chunk with status 429', async () => {
    const events = await readEvents(await ask(app, token, chatBody('[status:429] hello')))
    expect(events.at(-1)).toMatchObject({ status: 429 })
    const stored = await conversation(events[0]?.session_id)
    expect(stored.messages[1]).toMatchObject({ content: '', incomplete: true })
  })

  it('maps a provider 500 to an error chunk with status 500', async () => {
    const events = await readEvents(await ask(app, token, chatBody('[status:500] hello')))
    expect(events.at(-1)).toMatchObject({ status: 500 })
  })

  it("maps a provider 401 (the server's key refused) to status 500, never the user's session", async () => {
    const events = await readEvents(await ask(app, token, chatBody('[status:401] hello')))
    expect(events.at(-1)).toMatchObject({ error: 'The AI provider could not answer.', status: 500 })
  })

  it('maps a provider 403 to status 500 as well', async () => {
    const events = await readEvents(await ask(app, token, chatBody('[status:403] hello')))
    expect(events.at(-1)).toMatchObject({ status: 500 })
  })

  it('gives the query back when the provider answered nothing', async () => {
    const used = async () => {
      const month = (await (await getJson(app, token, '/api/client/month_usage')).json()) as {
        groups: { query_credit_group_name: string; used: number }[]
      }
      return month.groups.find((g) => g.query_credit_group_name === 'Standard')?.used
    }
    const before = await used()
    await readEvents(await ask(app, token, chatBody('[status:429] hello')))
    expect(await used()).toBe(before)
    await readEvents(await ask(app, token, chatBody('hello')))
    expect(await used()).toBe((before ?? 0) + 1)
  })
})

describe('ai-chat/chat (the whole answer, no stream)', () => {
  const askWhole = (question: string) =>
    app.request('/api/ai-chat/chat', jsonRequest('POST', chatBody(question), bearer(token)))

  it('answers the whole answer at once and stores it', async () => {
    const response = await askWhole('Say hello')
    expect(response.status).toBe(200)
    const answer = (await response.json()) as { session_id: string; content: string }
    expect(answer.content).toBe(fakeAnswer.join(''))
    expect((await conversation(answer.session_id)).messages[1]?.content).toBe(answer.content)
  })

  it('answers a provider failure as its status: 429, 504 for a timeout, 502 for a drop', async () => {
    expect((await askWhole('[status:429] hello')).status).toBe(429)
    const impatientWhole = await impatient.request(
      '/api/ai-chat/chat',
      jsonRequest('POST', chatBody('[silent] hello'), bearer(token)),
    )
    expect(impatientWhole.status).toBe(504)
    expect((await askWhole('[drop] hello')).status).toBe(502)
  })
})

describe('prompts built from the action', () => {
  const lastRequest = () => fake.requests.at(-1)
  const systemOf = () => {
    const system = lastRequest()?.messages.find((m) => m.role === 'system')?.content
    return typeof system === 'string' ? system : ''
  }

  it('caps a written paragraph at 100 words and stops the provider there', async () => {
    const abortedBefore = fake.aborted()
    const events = await readEvents(
      await ask(
        app,
        token,
        // The provider would send 150 words but holds after 120: the cap has to stop it.
        chatBody('[words:150] [hold:120] about spring', {
          ai_model_id: 'amply-write-1',
          action: { type: 'write', option: 'paragraph', tone: 'friendly', language: 'French' },
        }),
      ),
    )
    const text = joined(events, 'content')
    expect(text.split(/\s+/)).toHaveLength(100)
    expect(text.endsWith('word100')).toBe(true)
    expect(events.some((e) => e.error)).toBe(false)
    await expect.poll(() => fake.aborted()).toBe(abortedBefore + 1)
    expect(systemOf()).toContain('at most 100 words')
    expect(systemOf()).toContain('Tone: friendly.')
    expect(systemOf()).toContain('Write in French.')
    const stored = await conversation(events[0]?.session_id)
    expect(stored.messages[1]).toMatchObject({ content: text, incomplete: false })
  })

  it('writes a reply from the original message', async () => {
    await readEvents(
      await ask(
        app,
        token,
        chatBody('say yes politely', {
          ai_model_id: 'amply-write-1',
          action: { type: 'write', option: 'reply', original: 'Can you come on Friday?' },
        }),
      ),
    )
    const question = lastRequest()?.messages.at(-1)?.content
    expect(question).toContain('Can you come on Friday?')
    expect(question).toContain('say yes politely')
    expect(systemOf()).toContain('Write a reply to the original message.')
  })

  it('translates into the chosen language', async () => {
    await readEvents(
      await ask(
        app,
        token,
        chatBody('Guten Morgen', {
          ai_model_id: 'amply-translate-1',
          action: { type: 'translate', language: 'English (United States)' },
        }),
      ),
    )
    expect(systemOf()).toContain("Translate the user's text into English (United States)")
    expect(lastRequest()?.messages.at(-1)?.content).toBe('Guten Morgen')
  })

  it('refuses an unknown model with 404 before streaming', async () => {
    const response = await ask(app, token, chatBody('hello', { ai_model_id: 'no-such-model' }))
    expect(response.status).toBe(404)
  })
})

describe('delivery', () => {
  it('flushes each event over real HTTP as it comes, not at the end of the answer', async () => {
    const http = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
    await once(http, 'listening')
    const { port } = http.address() as AddressInfo
    try {
      // The provider sends one piece, then nothing until released: the first event can only
      // arrive if the server flushed it on its own.
      const response = await fetch(`http://127.0.0.1:${port}/ai/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(token) },
        body: JSON.stringify(chatBody('[hold:1] hello')),
      })
      const [, firstContent] = await readUntilThenCancel(response, '"content"')
      expect(firstContent?.content).toBe(fakeAnswer[0])
    } finally {
      fake.release()
      http.close()
    }
  })

  it('serves every "openai" model with OPENAI_MODEL when it is set', async () => {
    const local = createTestApp(db, {
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_MODEL: 'llama3.2',
    })
    await readEvents(await ask(local, token, chatBody('hello', { ai_model_id: 'amply-1' })))
    expect(fake.requests.at(-1)?.model).toBe('llama3.2')
  })
})
