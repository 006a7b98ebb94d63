import type { StreamChunk } from '@amply/api/entities/chat'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { createTestApp } from '../../../test-support/app'
import { bearer } from '../../../test-support/auth-flow'
import { createLogger } from '../../lib/logger'
import { createTestDatabase } from '../../../test-support/database'
import { startFakeOpenAiServer } from '../../../test-support/fakes/fake-openai-server'
import {
  ask,
  chatBody,
  eventReader,
  getJson,
  joined,
  signedInUser,
} from '../../../test-support/chat-flow'
import { createLiveAnswers } from './live-answers'
import { interruptedChunk } from './redis-answers'
import type { LiveAnswers } from './live-answers'

// An answer outlives the request that started it: readers come and go (a reload, a dropped
// connection, another tab, another server process), only Stop ends it early. Each test starts
// an answer on one app and follows, reads or stops it through another: the same app when one
// process serves, two apps with their own live answers on one Redis when several do.

const { db } = await createTestDatabase()
// The Redis of the test run (test-support/global-setup.ts).
const redisUrl = inject('redisUrl')
const fake = await startFakeOpenAiServer()
const opened: LiveAnswers[] = []
afterAll(async () => {
  await Promise.all(opened.map((answers) => answers.drain(0)))
  await fake.close()
})

// The provider holds an answer in the middle (`[hold:N]`) until the test releases it, however
// long the test takes on a busy machine: no provider timeout may come meanwhile.
const env = {
  OPENAI_BASE_URL: fake.baseUrl,
  PROVIDER_TIMEOUT_MS: '3600000',
}
function appOn(redisUrl: string | undefined) {
  const answers = createLiveAnswers({ redisUrl, logger: createLogger('error') })
  opened.push(answers)
  return createTestApp(db, redisUrl ? { ...env, REDIS_URL: redisUrl } : env, { answers })
}

// Accounts are made through an app whose rate limits live in memory: Redis keeps its counters
// between runs.
const registrar = appOn(undefined)

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i + 1}`).join(' ')

describe.each([
  ['in one process', undefined],
  ['across two processes sharing Redis', redisUrl],
])('answers %s', (_, url) => {
  const one = appOn(url)
  const other = url ? appOn(url) : one
  const tokenOf = (name: string) =>
    signedInUser(registrar, db, `${name}-${url ? 'r' : 'm'}@example.com`)

  interface Message {
    chat_id: string
    content: string
    incomplete: boolean
    loading: boolean
  }
  const history = async (token: string, sessionId: string | undefined) => {
    const response = await getJson(other, token, `/ai/history/${sessionId ?? ''}`)
    expect(response.status).toBe(200)
    return ((await response.json()) as { messages: Message[] }).messages
  }
  /** The answer's row, once written (its rows are written just after its first piece). */
  const answerRow = async (token: string, sessionId: string | undefined) => {
    const response = await getJson(other, token, `/ai/history/${sessionId ?? ''}`)
    if (response.status !== 200) return undefined
    return ((await response.json()) as { messages: Message[] }).messages[1]
  }
  const follow = (token: string, chatId: string | undefined) =>
    getJson(other, token, `/ai/chat/answers/${chatId ?? ''}/stream`)
  const stop = (token: string, chatId: string | undefined) =>
    other.request(`/ai/chat/answers/${chatId ?? ''}/stop`, {
      method: 'POST',
      headers: bearer(token),
    })
  const monthUsed = async (token: string) => {
    const month = (await (await getJson(other, token, '/api/client/month_usage')).json()) as {
      groups: { query_credit_group_name: string; used: number }[]
    }
    return month.groups.find((g) => g.query_credit_group_name === 'Standard')?.used ?? 0
  }
  const hasWord = (n: number) => (chunk: StreamChunk) =>
    chunk.content?.includes(`word${n}`) === true

  it('finishes and stores an answer whose reader went away, without stopping the provider', async () => {
    const token = await tokenOf('reload')
    const abortedBefore = fake.aborted()
    const reader = eventReader(await ask(one, token, chatBody('[words:12] [hold:2] hello')))
    const [first] = await reader.until(hasWord(2))
    await reader.cancel()

    // Reopened (a reload): the answer is still being written, then complete.
    await expect
      .poll(() => answerRow(token, first?.session_id))
      .toMatchObject({ chat_id: first?.chat_id, loading: true })
    fake.release()
    await expect
      .poll(async () => (await history(token, first?.session_id))[1])
      .toMatchObject({ content: words(12), incomplete: false, loading: false })
    expect(fake.aborted()).toBe(abortedBefore)
  })

  it('replays what an answer has so far and follows it live to its end', async () => {
    const token = await tokenOf('follow')
    const asker = eventReader(await ask(one, token, chatBody('[words:12] [hold:3] hello')))
    const start = await asker.until(hasWord(3))
    const [first] = start

    const followed = await follow(token, first?.chat_id)
    expect(followed.status).toBe(200)
    expect(followed.headers.get('content-type')).toContain('text/event-stream')
    fake.release()
    const events = await eventReader(followed).rest()
    expect(events[0]).toEqual(first)
    expect(joined(events, 'content')).toBe(words(12))
    expect(events.some((e) => e.error !== undefined || e.stopped)).toBe(false)
    // The asker, still reading, gets the same answer.
    expect(joined([...start, ...(await asker.rest())], 'content')).toBe(words(12))
    expect((await history(token, first?.session_id))[1]).toMatchObject({
      content: words(12),
      incomplete: false,
      loading: false,
    })
  })

  it('replays an answer that has ended as it was stored', async () => {
    const token = await tokenOf('ended')
    const events = await eventReader(await ask(one, token, chatBody('[words:3] hello'))).rest()
    const replay = await eventReader(await follow(token, events[0]?.chat_id)).rest()
    expect(replay).toEqual([events[0], { content: words(3) }])
  })

  it('stops an answer at once wherever it runs: stored cut and incomplete, every reader told', async () => {
    const token = await tokenOf('stop')
    const abortedBefore = fake.aborted()
    const asker = eventReader(await ask(one, token, chatBody('[words:40] [hold:2] hello')))
    const [first] = await asker.until(hasWord(2))
    const follower = eventReader(await follow(token, first?.chat_id))
    await follower.until(hasWord(2))

    const stopped = await stop(token, first?.chat_id)
    expect(stopped.status).toBe(200)
    const message = (await stopped.json()) as Message
    expect(message).toMatchObject({
      chat_id: first?.chat_id,
      content: 'word1 word2',
      incomplete: true,
      loading: false,
    })

    expect((await asker.rest()).at(-1)).toEqual({ stopped: true })
    expect((await follower.rest()).at(-1)).toEqual({ stopped: true })
    await expect.poll(() => fake.aborted()).toBe(abortedBefore + 1)
    expect((await history(token, first?.session_id))[1]).toMatchObject({
      content: message.content,
      incomplete: true,
      loading: false,
    })
    // Stopping it again changes nothing.
    expect(await (await stop(token, first?.chat_id)).json()).toEqual(message)
  })

  it('gives the query back when an answer is stopped before anything came', async () => {
    const token = await tokenOf('early-stop')
    const before = await monthUsed(token)
    const asker = eventReader(await ask(one, token, chatBody('[silent] hello')))
    const first = await asker.next()
    const message = (await (await stop(token, first?.chat_id)).json()) as Message
    expect(message).toMatchObject({ content: '', incomplete: true })
    expect(await asker.rest()).toEqual([{ stopped: true }])
    expect(await monthUsed(token)).toBe(before)
  })

  it('counts an answer once however often it is followed', async () => {
    const token = await tokenOf('count')
    const before = await monthUsed(token)
    const asker = eventReader(await ask(one, token, chatBody('[words:8] [hold:1] hello')))
    const [first] = await asker.until(hasWord(1))
    await asker.cancel()
    // Three readers follow it live, then it ends.
    const followers = await Promise.all([1, 2, 3].map(async () => follow(token, first?.chat_id)))
    fake.release()
    await Promise.all(followers.map((followed) => eventReader(followed).rest()))
    expect(await monthUsed(token)).toBe(before + 1)
  })

  it('stops the answers of a conversation that is deleted', async () => {
    const token = await tokenOf('delete')
    const abortedBefore = fake.aborted()
    const asker = eventReader(await ask(one, token, chatBody('[words:20] [hold:2] hello')))
    const [first] = await asker.until(hasWord(2))
    await expect.poll(() => answerRow(token, first?.session_id)).toMatchObject({ loading: true })
    const deleted = await other.request(`/ai/history/${first?.session_id ?? ''}`, {
      method: 'DELETE',
      headers: bearer(token),
    })
    expect(deleted.status).toBe(200)
    await expect.poll(() => fake.aborted()).toBe(abortedBefore + 1)
    expect((await asker.rest()).at(-1)).toEqual({ stopped: true })
    expect((await getJson(other, token, `/ai/history/${first?.session_id ?? ''}`)).status).toBe(404)
  })

  it("answers 404 for another user's answer and for unknown ids", async () => {
    const owner = await tokenOf('owner')
    const stranger = await tokenOf('stranger')
    const asker = eventReader(await ask(one, owner, chatBody('[words:20] [hold:1] hello')))
    const [first] = await asker.until(hasWord(1))
    expect((await follow(stranger, first?.chat_id)).status).toBe(404)
    expect((await stop(stranger, first?.chat_id)).status).toBe(404)
    await expect.poll(() => answerRow(owner, first?.session_id)).toMatchObject({ loading: true })
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await follow(owner, id)).status).toBe(404)
      expect((await stop(owner, id)).status).toBe(404)
    }
    // The stranger's stop did nothing.
    fake.release()
    expect(joined(await asker.rest(), 'content')).toContain('word20')
  })
})

describe('a follower on another process', () => {
  it('is told, instead of waiting forever, when the process writing the answer dies', async () => {
    const writer = appOn(redisUrl)
    const reader = appOn(redisUrl)
    const token = await signedInUser(registrar, db, 'orphan@example.com')
    const asker = eventReader(await ask(writer, token, chatBody('[words:20] [hold:2] hello')))
    const [first] = await asker.until((chunk) => chunk.content !== undefined)
    const follower = eventReader(
      await getJson(reader, token, `/ai/chat/answers/${first?.chat_id ?? ''}/stream`),
    )
    await follower.until((chunk) => chunk.content !== undefined)

    // The writer's heartbeat stops, as when its process is killed: its liveness key expires.
    const redis = new Redis(redisUrl)
    await redis.del(`amply:answer:${first?.chat_id ?? ''}:owner`)
    await redis.quit()
    expect((await follower.rest()).at(-1)).toEqual(interruptedChunk)
    fake.release()
    await asker.rest()
  })
})
