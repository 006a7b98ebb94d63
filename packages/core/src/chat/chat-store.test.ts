import { createApiClient } from '@amply/api/client'
import type { ChatMessage, ChatRequest } from '@amply/api/entities/chat'
import type { ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { createStore } from '../lib/store'
import { createNotificationStore } from '../notifications/notification-store'
import { streamErrorMessages } from '../stream/stream-errors'
import { heldResponse, json, sse, useLocalServer, writeEvent } from '../test/local-server'
import { waitFor } from '../test/wait-for'
import { createChatStore } from './chat-store'
import type { ChatState } from './chat-store'
import { siblingsOf } from './conversation-tree'
import { chatMessage } from '../test/fixtures'

const route = 'POST /ai/chat/completions'
const model = { model_id: 'amply-1', group: 'amply' }

const server = useLocalServer()

/** Open streams the test writes to, in the order the requests came. */
let streams = createStore<ServerResponse[]>([])

/** From now on, each chat request opens a stream the test writes to (counted from 0). */
function captureStreams() {
  streams = createStore<ServerResponse[]>([])
  server.on(route, (response) => {
    sse(response)
    streams.set((open) => [...open, response])
  })
}

/** A chat store against the local server; its idle timeout only matters to the timeout test. */
function setup(idleTimeoutMs = 60_000) {
  captureStreams()
  const notifications = createNotificationStore()
  const client = createApiClient({
    aiBase: `${server.origin}/ai/`,
    getAccessToken: () => Promise.resolve('token-1'),
  })
  const chat = createChatStore({ client, notifications, userAgent: 'vitest', idleTimeoutMs })
  return { chat, notifications }
}

/** The n-th stream, once its request has arrived. */
async function nthStream(n: number): Promise<ServerResponse> {
  const [response] = (await waitFor(streams, (open) => open.length > n)).slice(n)
  if (!response) throw new Error(`stream ${n} never opened`)
  return response
}

const requestBody = (n: number) => JSON.parse(server.received[n]?.body ?? '{}') as ChatRequest
const summary = (state: ChatState) =>
  state.branch.map((m) => ({ id: m.chat_id, role: m.role, content: m.content, loading: m.loading }))

/** An answer as the server stores it (stopAnswer's reply). */
const storedAnswer = (fields: Partial<ChatMessage>): ChatMessage =>
  chatMessage({
    chat_id: 'a1',
    parent_id: 'q1',
    role: 'assistant',
    content: '',
    model: 'amply-1',
    model_group: 'amply',
    ...fields,
  })

/** Answers the running stream completely: ids first, then the words. */
async function answerFully(n: number, ids: { q: string; a: string }, words: string[]) {
  const response = await nthStream(n)
  writeEvent(response, { session_id: 's1', user_chat_id: ids.q, chat_id: ids.a })
  for (const content of words) writeEvent(response, { content })
  response.end()
}

describe('chat streaming state', () => {
  it('sending adds the question and a loading assistant placeholder; streaming is true', async () => {
    const { chat } = setup()
    const sending = chat.send('Hello', { model })

    const state = chat.getSnapshot()
    expect(state.streaming).toBe(true)
    expect(state.branch).toMatchObject([
      { role: 'user', content: 'Hello', loading: false, parent_id: null },
      { role: 'assistant', content: '', loading: true, model: 'amply-1', model_group: 'amply' },
    ])
    await answerFully(0, { q: 'q1', a: 'a1' }, ['Hi'])
    await sending
  })

  it('fills the placeholder from content and reasoning_content chunks, then ends', async () => {
    const { chat } = setup()
    const sending = chat.send('Hello', { model })
    const response = await nthStream(0)
    writeEvent(response, { session_id: 's1', user_chat_id: 'q1', chat_id: 'a1' })
    writeEvent(response, { reasoning_content: 'Greet ' })
    writeEvent(response, { reasoning_content: 'back.' })
    writeEvent(response, { content: 'Hi ' })
    const midway = await waitFor(chat, (s) => s.branch[1]?.content === 'Hi ')
    expect(midway.branch[1]).toMatchObject({ reasoning_content: 'Greet back.', loading: true })
    writeEvent(response, { content: 'there!' })
    response.end()
    await sending

    const state = chat.getSnapshot()
    expect(state.streaming).toBe(false)
    expect(state.branch[1]).toMatchObject({
      content: 'Hi there!',
      reasoning_content: 'Greet back.',
      loading: false,
      incomplete: false,
    })
  })

  it('asks for a web search when told to, and shows the search and sources as they come', async () => {
    const { chat } = setup()
    const sending = chat.send('Who built it?', { model, webSearch: true })
    const response = await nthStream(0)
    expect(requestBody(0).web_search).toBe(true)
    const search = { queries: ['Who built it?'], reading: [], skipped: [], problem: null }
    const source = {
      n: 1,
      url: 'https://example.com/tower',
      title: 'The tower',
      site: 'example.com',
      icon: null,
      passages: ['Gustave Eiffel built it.'],
    }
    writeEvent(response, { session_id: 's1', user_chat_id: 'q1', chat_id: 'a1' })
    writeEvent(response, { search: { ...search, status: 'searching' } })
    const searching = await waitFor(chat, (s) => s.branch[1]?.search?.status === 'searching')
    expect(searching.branch[1]?.sources).toEqual([])
    writeEvent(response, { search: { ...search, status: 'done' } })
    writeEvent(response, { sources: [source] })
    writeEvent(response, { content: 'Gustave Eiffel [1].' })
    response.end()
    await sending
    expect(chat.getSnapshot().branch[1]).toMatchObject({
      content: 'Gustave Eiffel [1].',
      search: { status: 'done' },
      sources: [source],
    })
  })

  it('does not ask for a web search unless told to', async () => {
    const { chat } = setup()
    const sending = chat.send('Hello', { model })
    await answerFully(0, { q: 'q1', a: 'a1' }, ['Hi'])
    await sending
    expect(requestBody(0)).not.toHaveProperty('web_search')
  })

  it('re-keys the question and the placeholder to the ids of the first chunk', async () => {
    const { chat } = setup()
    const sending = chat.send('Hello', { model })
    await answerFully(0, { q: 'q1', a: 'a1' }, ['Hi'])
    await sending
    const state = chat.getSnapshot()
    expect(state.sessionId).toBe('s1')
    expect(summary(state)).toEqual([
      { id: 'q1', role: 'user', content: 'Hello', loading: false },
      { id: 'a1', role: 'assistant', content: 'Hi', loading: false },
    ])
    expect(state.branch[1]?.parent_id).toBe('q1')
  })

  it('sends the active branch, the session id, the action and the client agent', async () => {
    const { chat } = setup()
    const first = chat.send('Hello', { model })
    await answerFully(0, { q: 'q1', a: 'a1' }, ['Hi'])
    await first
    const second = chat.send('Translate it', {
      model,
      action: { type: 'translate', language: 'French' },
    })
    await answerFully(1, { q: 'q2', a: 'a2' }, ['Salut'])
    await second

    expect(requestBody(0)).toEqual({
      ai_model_id: 'amply-1',
      session_id: null,
      action: { type: 'chat' },
      client_agent: { type: 'browser', agent: 'vitest' },
      messages: [{ role: 'user', content: 'Hello' }],
    })
    expect(requestBody(1)).toEqual({
      ai_model_id: 'amply-1',
      session_id: 's1',
      action: { type: 'translate', language: 'French' },
      client_agent: { type: 'browser', agent: 'vitest' },
      messages: [
        { role: 'user', content: 'Hello', chat_id: 'q1', parent_id: null },
        { role: 'assistant', content: 'Hi', chat_id: 'a1', parent_id: 'q1' },
        { role: 'user', content: 'Translate it' },
      ],
    })
    expect(chat.getSnapshot().branch.map((m) => m.tool)).toEqual([
      'chat',
      'chat',
      'translate',
      'translate',
    ])
  })

  it('nothing is sent for an empty question', async () => {
    const { chat } = setup()
    await expect(chat.send('   ', { model })).resolves.toBe(false)
    expect(chat.getSnapshot().branch).toEqual([])
    expect(server.received).toHaveLength(0)
  })

  it('stop ends the answer here and at the server; the stored text replaces ours', async () => {
    const { chat, notifications } = setup()
    server.on('POST /ai/chat/answers/a1/stop', (response) => {
      json(response, 200, storedAnswer({ content: 'Once upon a', incomplete: true }))
    })
    const sending = chat.send('Tell me a story', { model })
    const response = await nthStream(0)
    writeEvent(response, { session_id: 's1', user_chat_id: 'q1', chat_id: 'a1' })
    writeEvent(response, { content: 'Once upon' })
    await waitFor(chat, (s) => s.branch[1]?.content === 'Once upon')
    const closed = new Promise((resolve) => response.on('close', resolve))

    chat.stop()

    const state = chat.getSnapshot()
    expect(state.streaming).toBe(false)
    expect(state.branch.filter((m) => m.loading)).toEqual([])
    expect(state.branch[1]).toMatchObject({ content: 'Once upon', incomplete: true })
    await sending
    await closed
    await waitFor(chat, (s) => s.branch[1]?.content === 'Once upon a')
    expect(server.count('POST /ai/chat/answers/a1/stop')).toBe(1)
    expect(chat.getSnapshot().branch[1]).toMatchObject({ loading: false, incomplete: true })
    expect(notifications.getSnapshot()).toEqual([])
  })

  it('a stop before the server named the answer stops it once the first chunk names it', async () => {
    const { chat } = setup()
    server.on('POST /ai/chat/answers/a1/stop', (response) => {
      json(response, 200, storedAnswer({ content: '', incomplete: true }))
    })
    const sending = chat.send('Tell me a story', { model })
    const response = await nthStream(0)

    chat.stop()

    expect(chat.getSnapshot()).toMatchObject({ streaming: false })
    expect(chat.getSnapshot().branch[1]).toMatchObject({ loading: false, incomplete: true })
    const closed = new Promise((resolve) => response.on('close', resolve))
    writeEvent(response, { session_id: 's1', user_chat_id: 'q1', chat_id: 'a1' })
    writeEvent(response, { content: 'Once' })
    await closed
    await sending
    await waitFor(server.requests, () => server.count('POST /ai/chat/answers/a1/stop') === 1)
    const state = chat.getSnapshot()
    expect(state.sessionId).toBe('s1')
    expect(summary(state)).toEqual([
      { id: 'q1', role: 'user', content: 'Tell me a story', loading: false },
      { id: 'a1', role: 'assistant', content: '', loading: false },
    ])
  })

  it('a stopped chunk (a Stop in another tab) ends the answer without a notification', async () => {
    const { chat, notifications } = setup()
    const sending = chat.send('Hello', { model })
    const response = await nthStream(0)
    writeEvent(response, { session_id: 's1', user_chat_id: 'q1', chat_id: 'a1' })
    writeEvent(response, { content: 'Hi' })
    writeEvent(response, { stopped: true })
    response.end()
    await sending
    expect(chat.getSnapshot()).toMatchObject({ streaming: false })
    expect(chat.getSnapshot().branch[1]).toMatchObject({
      content: 'Hi',
      loading: false,
      incomplete: true,
    })
    expect(notifications.getSnapshot()).toEqual([])
    expect(server.count('POST /ai/chat/answers/a1/stop')).toBe(0)
  })

  it('a new send aborts the earlier stream', async () => {
    const { chat } = setup()
    const first = chat.send('First', { model })
    const firstStream = await nthStream(0)
    writeEvent(firstStream, { session_id: 's1', user_chat_id: 'q1', chat_id: 'a1' })
    writeEvent(firstStream, { content: 'Part' })
    await waitFor(chat, (s) => s.branch[1]?.content === 'Part')
    const closed = new Promise((resolve) => firstStream.on('close', resolve))
    server.on('POST /ai/chat/answers/a1/stop', (response) => {
      json(response, 200, storedAnswer({ chat_id: 'a1', content: 'Part', incomplete: true }))
    })

    const second = chat.send('Second', { model })

    await closed
    await first
    await waitFor(server.requests, () => server.count('POST /ai/chat/answers/a1/stop') === 1)
    const state = chat.getSnapshot()
    expect(state.streaming).toBe(true)
    expect(summary(state)).toMatchObject([
      { id: 'q1', content: 'First', loading: false },
      { id: 'a1', content: 'Part', loading: false },
      { role: 'user', content: 'Second', loading: false },
      { role: 'assistant', content: '', loading: true },
    ])
    await answerFully(1, { q: 'q2', a: 'a2' }, ['Done'])
    await second
    expect(chat.getSnapshot().streaming).toBe(false)
  })

  it('an error chunk clears loading, aborts and raises an error notification', async () => {
    const { chat, notifications } = setup()
    const sending = chat.send('Hello', { model })
    const response = await nthStream(0)
    const closed = new Promise((resolve) => response.on('close', resolve))
    writeEvent(response, { content: 'Hal' })
    writeEvent(response, { error: 'Too many requests to the provider', status: 429 })
    await sending
    await closed

    const state = chat.getSnapshot()
    expect(state.streaming).toBe(false)
    expect(state.branch[1]).toMatchObject({ content: 'Hal', loading: false, incomplete: true })
    expect(notifications.getSnapshot()).toMatchObject([
      { kind: 'error', message: streamErrorMessages.tooManyRequests },
    ])
  })

  it('a failed request clears loading and raises the mapped error notification', async () => {
    const { chat, notifications } = setup()
    server.on(route, (response) => {
      json(response, 500, { detail: 'boom' })
    })
    await chat.send('Hello', { model })
    const state = chat.getSnapshot()
    expect(state.streaming).toBe(false)
    expect(state.branch[1]).toMatchObject({ loading: false, incomplete: true })
    expect(notifications.getSnapshot()).toMatchObject([
      { kind: 'error', message: streamErrorMessages.serviceUnavailable },
    ])
  })

  it('an idle stream times out with the timeout notification', async () => {
    const { chat, notifications } = setup(100)
    await chat.send('Hello', { model })
    expect(chat.getSnapshot().branch[1]).toMatchObject({ loading: false })
    expect(notifications.getSnapshot()).toMatchObject([
      { kind: 'error', message: streamErrorMessages.timeout },
    ])
  })

  it('a failed empty answer is not sent back with the next question', async () => {
    const { chat } = setup()
    server.on(route, (response) => {
      json(response, 500, { detail: 'boom' })
    })
    await chat.send('Hello', { model })
    captureStreams()
    const again = chat.send('Hello again', { model })
    await answerFully(0, { q: 'q2', a: 'a2' }, ['Hi'])
    await again
    expect(requestBody(1).messages).toEqual([
      { role: 'user', content: 'Hello' },
      { role: 'user', content: 'Hello again' },
    ])
  })

  it('changing page (reset) aborts the stream and clears the chat state', async () => {
    const { chat } = setup()
    const sending = chat.send('Hello', { model })
    const response = await nthStream(0)
    writeEvent(response, { session_id: 's1', user_chat_id: 'q1', chat_id: 'a1' })
    await waitFor(chat, (s) => s.sessionId === 's1')
    const closed = new Promise((resolve) => response.on('close', resolve))

    chat.reset()

    expect(chat.getSnapshot()).toMatchObject({ sessionId: null, branch: [], streaming: false })
    await closed
    await sending
    expect(chat.getSnapshot()).toMatchObject({ sessionId: null, branch: [], streaming: false })
    // The answer outlives the page: it is left to finish at the server, not stopped.
    expect(server.count('POST /ai/chat/answers/a1/stop')).toBe(0)
  })

  it('a new chat clears the session id', async () => {
    const { chat } = setup()
    const sending = chat.send('Hello', { model })
    await answerFully(0, { q: 'q1', a: 'a1' }, ['Hi'])
    await sending
    expect(chat.getSnapshot().sessionId).toBe('s1')

    chat.newChat()

    expect(chat.getSnapshot()).toMatchObject({ sessionId: null, branch: [] })
    const next = chat.send('Fresh start', { model })
    await answerFully(1, { q: 'q9', a: 'a9' }, ['Hi'])
    await next
    expect(requestBody(1)).toMatchObject({
      session_id: null,
      messages: [{ role: 'user', content: 'Fresh start' }],
    })
  })
})

describe('branches: edit and regenerate (conversation tree)', () => {
  async function twoTurns() {
    const context = setup()
    const first = context.chat.send('Q1', { model })
    await answerFully(0, { q: 'q1', a: 'a1' }, ['A1'])
    await first
    const second = context.chat.send('Q2', { model })
    await answerFully(1, { q: 'q2', a: 'a2' }, ['A2'])
    await second
    return context
  }

  it('editing a question sends a sibling question on a new branch', async () => {
    const { chat } = await twoTurns()
    const editing = chat.edit('q2', 'Q2, better', { model })
    await answerFully(2, { q: 'q2b', a: 'a2b' }, ['A2b'])
    await editing

    expect(requestBody(2).messages).toEqual([
      { role: 'user', content: 'Q1', chat_id: 'q1', parent_id: null },
      { role: 'assistant', content: 'A1', chat_id: 'a1', parent_id: 'q1' },
      { role: 'user', content: 'Q2, better' },
    ])
    const state = chat.getSnapshot()
    expect(state.branch.map((m) => m.chat_id)).toEqual(['q1', 'a1', 'q2b', 'a2b'])
    expect(siblingsOf(state.tree, 'q2b')).toEqual({ ids: ['q2', 'q2b'], index: 1 })

    chat.selectBranch('q2')
    expect(chat.getSnapshot().branch.map((m) => m.chat_id)).toEqual(['q1', 'a1', 'q2', 'a2'])
  })

  it('a question keeps its files, and its edit is sent with them, so each version shows them', async () => {
    const { chat } = setup()
    const file = {
      file_id: 'f1',
      file_name: 'otters.pdf',
      content_type: 'application/pdf',
      kind: 'document' as const,
      size: 2048,
    }
    const sending = chat.send('About this', { model, files: [file] })
    expect(chat.getSnapshot().branch[0]?.files).toEqual([file])
    await answerFully(0, { q: 'q1', a: 'a1' }, ['A1'])
    await sending
    expect(requestBody(0).file_ids).toEqual(['f1'])

    const editing = chat.edit('q1', 'About this, briefly', { model })
    await answerFully(1, { q: 'q1b', a: 'a1b' }, ['A1b'])
    await editing
    expect(requestBody(1).file_ids).toEqual(['f1'])
    expect(chat.getSnapshot().tree.messages.q1b?.files).toEqual([file])
    expect(chat.getSnapshot().tree.messages.a1b?.files).toEqual([])
  })

  it('regenerating an answer streams a sibling answer to the same question', async () => {
    const { chat } = await twoTurns()
    const regenerating = chat.regenerate('a2', { model })
    expect(chat.getSnapshot().branch.at(-1)).toMatchObject({ regen: true, loading: true })
    await answerFully(2, { q: 'q2', a: 'a2b' }, ['A2 again'])
    await regenerating

    expect(requestBody(2)).toMatchObject({
      regenerate: true,
      messages: [
        { role: 'user', content: 'Q1', chat_id: 'q1' },
        { role: 'assistant', content: 'A1', chat_id: 'a1' },
        { role: 'user', content: 'Q2', chat_id: 'q2' },
      ],
    })
    const state = chat.getSnapshot()
    expect(state.branch.map((m) => m.chat_id)).toEqual(['q1', 'a1', 'q2', 'a2b'])
    expect(siblingsOf(state.tree, 'a2b').ids).toEqual(['a2', 'a2b'])
  })

  it('opens a stored conversation with its newest branch active', () => {
    const { chat } = setup()
    const base = { reasoning_content: '', model: null, model_group: null, tool: 'chat' }
    const flags = { loading: false, edit: false, regen: false, incomplete: false }
    const web = { sources: [], search: null, files: [] }
    chat.open('s7', [
      { ...base, ...flags, ...web, chat_id: 'q1', parent_id: null, role: 'user', content: 'Q' },
      {
        ...base,
        ...flags,
        ...web,
        chat_id: 'a1',
        parent_id: 'q1',
        role: 'assistant',
        content: 'A',
      },
      {
        ...base,
        ...flags,
        ...web,
        chat_id: 'a1b',
        parent_id: 'q1',
        role: 'assistant',
        content: 'B',
      },
    ])
    expect(chat.getSnapshot()).toMatchObject({ sessionId: 's7', streaming: false })
    expect(chat.getSnapshot().branch.map((m) => m.chat_id)).toEqual(['q1', 'a1b'])
  })
})

describe('an answer outlives its request: following it after a reload', () => {
  const stored = (fields: Partial<ChatMessage>) => storedAnswer({ ...fields })
  const question: ChatMessage = storedAnswer({
    chat_id: 'q1',
    parent_id: null,
    role: 'user',
    content: 'Q',
    model: null,
    model_group: null,
  })

  it('opening a conversation whose last answer is loading follows it to its end', async () => {
    const { chat } = setup()
    const follow = heldResponse(server, 'GET /ai/chat/answers/a1/stream')
    chat.open('s1', [question, stored({ content: 'stale', loading: true, incomplete: true })])
    expect(chat.getSnapshot()).toMatchObject({ streaming: true })

    const response = await follow
    sse(response, [
      { session_id: 's1', user_chat_id: 'q1', chat_id: 'a1' },
      { reasoning_content: 'Hmm. ' },
      { content: 'Once upon a time' },
    ])
    const midway = await waitFor(chat, (s) => s.branch[1]?.content === 'Once upon a time')
    expect(midway.branch[1]).toMatchObject({ reasoning_content: 'Hmm. ', loading: true })
    writeEvent(response, { content: ', the end.' })
    response.end()

    const done = await waitFor(chat, (s) => !s.streaming)
    expect(done.branch[1]).toMatchObject({
      content: 'Once upon a time, the end.',
      loading: false,
      incomplete: false,
    })
  })

  it('an answer that is not loading is shown as stored, not followed', () => {
    const { chat } = setup()
    chat.open('s1', [question, stored({ content: 'Done.' })])
    expect(chat.getSnapshot()).toMatchObject({ streaming: false })
    expect(server.received).toHaveLength(0)
  })

  it('stop while following stops the answer at the server', async () => {
    const { chat } = setup()
    server.on('POST /ai/chat/answers/a1/stop', (response) => {
      json(response, 200, stored({ content: 'Once', incomplete: true }))
    })
    const follow = heldResponse(server, 'GET /ai/chat/answers/a1/stream')
    chat.open('s1', [question, stored({ loading: true, incomplete: true })])
    const response = await follow
    sse(response, [{ session_id: 's1', user_chat_id: 'q1', chat_id: 'a1' }, { content: 'Once' }])
    await waitFor(chat, (s) => s.branch[1]?.content === 'Once')
    const closed = new Promise((resolve) => response.on('close', resolve))

    chat.stop()

    expect(chat.getSnapshot().branch[1]).toMatchObject({ loading: false, incomplete: true })
    await closed
    await waitFor(server.requests, () => server.count('POST /ai/chat/answers/a1/stop') === 1)
  })
})
