import { createApiClient } from '@amply/api/client'
import type { ConversationDetail } from '@amply/api/entities/chat'
import type { ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { createStore } from '../lib/store'
import { createNotificationStore } from '../notifications/notification-store'
import { json, sse, useLocalServer, writeEvent } from '../test/local-server'
import { createMemoryPlatform } from '../test/memory-platform'
import { waitFor } from '../test/wait-for'
import { createChatStore } from './chat-store'
import { createConversationSession } from './conversation-session'
import type { ConversationSessionOptions } from './conversation-session'
import { chatMessage } from '../test/fixtures'

const model = { model_id: 'amply-1', group: 'amply' }
const server = useLocalServer()

const stored = (sessionId: string, words: string): ConversationDetail => ({
  session_id: sessionId,
  title: words,
  tool: 'chat',
  model_id: 'amply-1',
  imported_from: null,
  message_count: 2,
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
  file_ids: [],
  web_search: false,
  messages: [
    chatMessage({ chat_id: `${sessionId}-q`, content: words }),
    chatMessage({
      chat_id: `${sessionId}-a`,
      parent_id: `${sessionId}-q`,
      role: 'assistant',
      content: `Answer to ${words}`,
    }),
  ],
})

/**
 * A session on a chat store and an API client that talk to a local server: stored conversations
 * are answered from `conversations` (others 404), chat streams are held for the test to write.
 */
function setup(
  conversations: Record<string, ConversationDetail> = {},
  extra: Partial<ConversationSessionOptions> = {},
) {
  const streams = createStore<ServerResponse[]>([])
  server.on('POST /ai/chat/completions', (response) => {
    sse(response)
    streams.set((open) => [...open, response])
  })
  for (const [id, conversation] of Object.entries(conversations)) {
    server.on(`GET /ai/history/${id}`, (response) => {
      json(response, 200, conversation)
    })
  }
  const client = createApiClient({
    aiBase: `${server.origin}/ai/`,
    getAccessToken: () => Promise.resolve('token-1'),
  })
  const chat = createChatStore({
    client,
    notifications: createNotificationStore(),
    userAgent: 'vitest',
  })
  const { platform } = createMemoryPlatform()
  const events = { named: [] as string[], historyChanged: 0 }
  const session = createConversationSession({
    chat,
    load: (sessionId) => client.call('getConversation', { params: { session_id: sessionId } }),
    onNamed: (sessionId) => events.named.push(sessionId),
    onHistoryChanged: () => (events.historyChanged += 1),
    memory: { storage: platform.storage, key: 'conversation' },
    ...extra,
  })
  const downloads = () => server.received.filter((r) => r.path.startsWith('/ai/history/')).length
  return { chat, session, platform, events, streams, downloads }
}

describe('conversation session', () => {
  it('opens a stored conversation: downloading, then shown in the chat and remembered', async () => {
    const { chat, session, platform } = setup({ s1: stored('s1', 'Tides') })
    const opening = session.open('s1')
    expect(session.getSnapshot()).toMatchObject({ status: 'opening', sessionId: 's1' })
    await opening

    expect(session.getSnapshot()).toMatchObject({ status: 'open', sessionId: 's1' })
    expect(session.getSnapshot().loaded?.title).toBe('Tides')
    expect(chat.getSnapshot().sessionId).toBe('s1')
    expect(chat.getSnapshot().branch.map((m) => m.content)).toEqual(['Tides', 'Answer to Tides'])
    expect(await platform.storage.get('conversation')).toBe('s1')
  })

  it('a conversation that is gone (404) is a not-found state, and is no longer remembered', async () => {
    const { chat, session, platform } = setup({ s1: stored('s1', 'Tides') })
    await session.open('s1')
    await session.open('deleted')

    expect(session.getSnapshot()).toMatchObject({ status: 'gone', sessionId: 'deleted' })
    expect(chat.getSnapshot().branch).toEqual([])
    expect(await platform.storage.get('conversation')).toBeNull()
  })

  it('a question asked where a conversation is gone starts a new one, named as usual', async () => {
    const { chat, session, events, streams } = setup()
    await session.open('deleted')
    void chat.send('Hello', { model })
    const [response] = await waitFor(streams, (open) => open.length === 1)
    if (!response) throw new Error('no stream')
    writeEvent(response, { session_id: 'fresh', user_chat_id: 'q1', chat_id: 'a1' })
    await waitFor(session, (s) => s.status === 'open')
    expect(session.getSnapshot().sessionId).toBe('fresh')
    expect(events.named).toEqual(['fresh'])
    response.end()
  })

  it('another failure keeps its error; retry downloads again', async () => {
    const { session } = setup()
    let calls = 0
    server.on('GET /ai/history/s2', (response) => {
      calls += 1
      if (calls === 1) json(response, 500, { detail: 'Internal Server Error' })
      else json(response, 200, stored('s2', 'Again'))
    })
    await session.open('s2')
    expect(session.getSnapshot()).toMatchObject({ status: 'failed', sessionId: 's2' })
    expect(session.getSnapshot().error).toMatchObject({ status: 500 })

    await session.retry()
    expect(session.getSnapshot()).toMatchObject({ status: 'open', sessionId: 's2' })
  })

  it('a new conversation is named by its first chunk; the history changes, then again at its end', async () => {
    const { chat, session, events, streams, downloads, platform } = setup()
    const sending = chat.send('Hello', { model })
    const [response] = await waitFor(streams, (open) => open.length === 1)
    if (!response) throw new Error('no stream')
    writeEvent(response, { session_id: 'fresh', user_chat_id: 'q1', chat_id: 'a1' })
    await waitFor(session, (s) => s.status === 'open')

    expect(session.getSnapshot().sessionId).toBe('fresh')
    expect(events).toEqual({ named: ['fresh'], historyChanged: 1 })
    expect(await platform.storage.get('conversation')).toBe('fresh')

    writeEvent(response, { content: 'Hi' })
    response.end()
    await sending
    expect(events.historyChanged).toBe(2)

    // The address catching up with the name opens nothing: the conversation is on screen.
    await session.open('fresh')
    expect(downloads()).toBe(0)
    expect(chat.getSnapshot().branch.map((m) => m.content)).toEqual(['Hello', 'Hi'])
  })

  it('a slower download of a conversation asked for earlier changes nothing', async () => {
    const { chat, session } = setup({ fast: stored('fast', 'Fast') })
    let release: () => void = () => undefined
    server.on('GET /ai/history/slow', (response) => {
      release = () => {
        json(response, 200, stored('slow', 'Slow'))
      }
    })
    const slow = session.open('slow')
    await waitFor(server.requests, (count) => count === 1)
    await session.open('fast')
    release()
    await slow

    expect(session.getSnapshot()).toMatchObject({ status: 'open', sessionId: 'fast' })
    expect(chat.getSnapshot().sessionId).toBe('fast')
  })

  it('new chat empties the screen, leaves the answer to the server and forgets', async () => {
    const { chat, session, platform, streams } = setup({ s1: stored('s1', 'Tides') })
    await session.open('s1')
    session.newChat()
    expect(session.getSnapshot()).toMatchObject({ status: 'new', sessionId: null })
    expect(chat.getSnapshot().branch).toEqual([])
    expect(await platform.storage.get('conversation')).toBeNull()

    // A question not yet named by the server is cleared too.
    void chat.send('Hello', { model })
    await waitFor(streams, (open) => open.length === 1)
    session.newChat()
    expect(chat.getSnapshot()).toMatchObject({ branch: [], streaming: false, sessionId: null })
  })

  it('restore reopens the remembered conversation, and answers null when none is kept', async () => {
    const first = setup({ s1: stored('s1', 'Tides') })
    expect(await first.session.restore()).toBeNull()
    expect(first.session.getSnapshot().status).toBe('new')

    await first.platform.storage.set('conversation', 's1')
    expect(await first.session.restore()).toBe('s1')
    await waitFor(first.session, (s) => s.status === 'open')
    expect(first.chat.getSnapshot().sessionId).toBe('s1')
  })

  it('restore gives way to a question asked while the memory was read', async () => {
    const { chat, session, platform, streams } = setup({ s1: stored('s1', 'Tides') })
    await platform.storage.set('conversation', 's1')
    const restoring = session.restore()
    void chat.send('Hello', { model })
    expect(await restoring).toBeNull()
    await waitFor(streams, (open) => open.length === 1)
    expect(chat.getSnapshot().branch[0]?.content).toBe('Hello')
    expect(session.getSnapshot().status).toBe('new')
  })

  it('keeps nothing without a memory', async () => {
    const { session, platform } = setup({ s1: stored('s1', 'Tides') }, { memory: undefined })
    await session.open('s1')
    expect(await platform.storage.get('conversation')).toBeNull()
    expect(await session.restore()).toBeNull()
  })
})
