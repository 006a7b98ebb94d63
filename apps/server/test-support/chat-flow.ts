import type { StreamChunk } from '@amply/api/entities/chat'
import type { Hono } from 'hono'
import type { AppEnv } from '../src/lib/app-env'
import { bearer, jsonRequest, login, registerActiveUser } from './auth-flow'
import type { Database } from '../src/db/client'

type App = Hono<AppEnv>

/** Registers, activates and signs in a user; answers its access token. */
export async function signedInUser(app: App, db: Database, email: string): Promise<string> {
  await registerActiveUser(app, db, email)
  return signIn(app, email)
}

export async function signIn(app: App, email: string): Promise<string> {
  const response = await login(app, email)
  if (response.status !== 200) throw new Error(`login answered ${response.status}`)
  return ((await response.json()) as { access_token: string }).access_token
}

/** A chat request with the contract's shape; `messages` defaults to one question. */
export function chatBody(question: string, extra: Record<string, unknown> = {}) {
  return {
    ai_model_id: 'gpt-4o-mini',
    action: { type: 'chat' },
    client_agent: { type: 'browser', agent: 'vitest' },
    messages: [{ role: 'user', content: question }],
    ...extra,
  }
}

export function ask(app: App, token: string, body: unknown, init: RequestInit = {}) {
  return app.request('/ai/chat/completions', {
    ...jsonRequest('POST', body, bearer(token)),
    ...init,
  })
}

/** The `data:` events of a whole SSE body. */
export async function readEvents(response: Response): Promise<StreamChunk[]> {
  const text = await response.text()
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as StreamChunk)
}

export const joined = (events: StreamChunk[], key: 'content' | 'reasoning_content') =>
  events.map((event) => event[key] ?? '').join('')

export function getJson(app: App, token: string, path: string) {
  return app.request(path, { headers: bearer(token) })
}

/** Reads a stream until `marker` appears, then hangs up like a closed browser tab. */
export async function readUntilThenCancel(
  response: Response,
  marker: string,
): Promise<StreamChunk[]> {
  if (!response.body) throw new Error('The response has no body')
  const reader = (response.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  let text = ''
  while (!text.includes(marker)) {
    const { value, done } = await reader.read()
    if (done) throw new Error(`The stream ended before ${marker}`)
    text += decoder.decode(value)
  }
  await reader.cancel()
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as StreamChunk)
}

/** Reads an SSE body event by event, for tests that act in the middle of a stream. */
export function eventReader(response: Response) {
  if (!response.body) throw new Error('The response has no body')
  const reader = (response.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  const queued: StreamChunk[] = []
  let buffered = ''

  /** The next event, or null once the stream has ended. */
  async function next(): Promise<StreamChunk | null> {
    while (queued.length === 0) {
      const { value, done } = await reader.read()
      if (done) return null
      buffered += decoder.decode(value, { stream: true })
      const blocks = buffered.split('\n\n')
      buffered = blocks.pop() ?? ''
      for (const block of blocks) {
        if (block.startsWith('data: ')) {
          queued.push(JSON.parse(block.slice('data: '.length)) as StreamChunk)
        }
      }
    }
    return queued.shift() ?? null
  }

  /** Events up to and with the first that `found` accepts (all of them if none does). */
  async function until(found: (chunk: StreamChunk) => boolean): Promise<StreamChunk[]> {
    const events: StreamChunk[] = []
    for (let event = await next(); event; event = await next()) {
      events.push(event)
      if (found(event)) break
    }
    return events
  }

  return {
    next,
    until,
    /** Every event left, until the stream ends. */
    rest: () => until(() => false),
    /** Hangs up like a closed tab. */
    cancel: () => reader.cancel(),
  }
}

/** The web search of an answer as it stood at each `search` event, in order. */
export const searchesOf = (events: StreamChunk[]) =>
  events.flatMap((event) => (event.search ? [event.search] : []))

/** The sources an answer streamed. */
export const sourcesOf = (events: StreamChunk[]) => events.flatMap((event) => event.sources ?? [])
