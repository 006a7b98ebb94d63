import { freePort, startRedis } from '@amply/test-services/redis'
import { Redis } from 'ioredis'
import { describe, expect, it, onTestFinished } from 'vitest'
import { connectedFrom, createTestApp } from '../../test-support/app'
import { jsonRequest, registerActiveUser } from '../../test-support/auth-flow'
import { createTestDatabase } from '../../test-support/database'
import { ask, chatBody, readEvents, signIn } from '../../test-support/chat-flow'
import { fakeAnswer, startFakeOpenAiServer } from '../../test-support/fakes/fake-openai-server'

// A Redis of the test's own, stopped and started again while the server runs: the rate limits
// fall back to memory (still limiting), sign-in and chat go on, and once Redis is back the
// counters go to it again. Debian's redis-server is installed for it when missing.

const ATTEMPTS = 3

describe('Redis stopped and started again', () => {
  it('limits fall back to memory, nothing fails, and the counters return to Redis', async () => {
    const { db } = await createTestDatabase()
    const fake = await startFakeOpenAiServer()
    const port = await freePort()
    let redis = await startRedis(port)
    const inspect = new Redis(redis.url, { maxRetriesPerRequest: 1, lazyConnect: true })
    inspect.on('error', () => undefined) // down on purpose for a while
    // In the test, not afterAll: hooks registered inside a running test never run.
    onTestFinished(async () => {
      inspect.disconnect()
      await redis.stop()
      await fake.close()
    })
    const app = createTestApp(db, {
      REDIS_URL: redis.url,
      LOGIN_ATTEMPTS_PER_WINDOW: String(ATTEMPTS),
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: 'sk-test',
    })
    // From one source: that is what LOGIN_ATTEMPTS_PER_WINDOW counts (docs/auth.md, "Lockout").
    const wrongLogin = (email: string) =>
      app.request(
        '/api/auth/clients/login',
        jsonRequest('POST', { email, password: 'not the password', turnstile_response: '' }),
        connectedFrom('192.0.2.71'),
      )
    const countedInRedis = async (email: string) =>
      (await inspect.get(`login-source:${email}|192.0.2.71`).catch(() => null)) !== null

    await registerActiveUser(app, db, 'redis-outage@example.com')
    expect((await wrongLogin('before@example.com')).status).toBe(401)
    expect(await countedInRedis('before@example.com')).toBe(true)

    await redis.stop()
    // Signing in and chatting go on.
    const token = await signIn(app, 'redis-outage@example.com')
    const events = await readEvents(await ask(app, token, chatBody('Still answering?')))
    expect(events.map((event) => event.content ?? '').join('')).toBe(fakeAnswer.join(''))
    // The limits still hold, counted in memory meanwhile.
    for (let i = 0; i < ATTEMPTS; i++)
      expect((await wrongLogin('during@example.com')).status).toBe(401)
    expect((await wrongLogin('during@example.com')).status).toBe(429)

    redis = await startRedis(port)
    // Once reconnected, attempts are counted in Redis again.
    await expect
      .poll(
        async () => {
          await wrongLogin('after@example.com')
          return countedInRedis('after@example.com')
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(true)
  })
})
