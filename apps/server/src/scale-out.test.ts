import type { StreamChunk } from '@amply/api/entities/chat'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { cookiesOf } from '../test-support/auth-flow'
import { createTestDatabase, temporaryDir } from '../test-support/database'
import { startServerProcess } from '../test-support/server-process'
import type { ServerProcess } from '../test-support/server-process'
import { eventReader, joined } from '../test-support/chat-flow'
import { startMockProviders } from '../test-support/fakes/fake-oauth-providers'
import { startFakeOpenAiServer } from '../test-support/fakes/fake-openai-server'

// Two real server processes behind one address (one PUBLIC_URL), on one PostgreSQL and the
// test run's Redis, as a load balancer would run them: whatever one process did, the other knows.

const { url: databaseUrl } = await createTestDatabase()
const providers = await startMockProviders()
// The AI provider both processes call: it holds an answer in the middle (`[hold:N]`) until the
// test releases it, so the test acts while the answer surely runs.
const fake = await startFakeOpenAiServer()
afterAll(async () => {
  await providers.stop()
  await fake.close()
})

async function startPair(): Promise<[ServerProcess, ServerProcess]> {
  const env = async () => ({
    DATABASE_URL: databaseUrl,
    DATA_DIR: await temporaryDir(),
    REDIS_URL: inject('redisUrl'),
    PUBLIC_URL: 'http://localhost:3000',
    JWT_SECRET: 'one-secret-shared-by-every-process-of-the-site',
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_API_KEY: 'sk-test',
    // A held answer waits for the test, however long it takes on a busy machine.
    PROVIDER_TIMEOUT_MS: '3600000',
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    OAUTH_ISSUER_OVERRIDES: JSON.stringify({ google: providers.oidcIssuer }),
  })
  return Promise.all([startServerProcess(await env()), startServerProcess(await env())])
}

/** Signs in through Google on `server`; answers the OAuth callback and an access token. */
async function signInWithGoogle(server: ServerProcess, email: string) {
  providers.setClaims({ sub: `google-${email}`, email, email_verified: true })
  const started = await fetch(`${server.url}/api/auth/google/login`, { redirect: 'manual' })
  const flowCookie = cookiesOf(started).amply_oauth_flow ?? ''
  const authorized = await fetch(started.headers.get('location') ?? '', { redirect: 'manual' })
  const back = new URL(authorized.headers.get('location') ?? '')
  const callback = (on: ServerProcess) =>
    fetch(`${on.url}${back.pathname}${back.search}`, {
      redirect: 'manual',
      headers: { cookie: `amply_oauth_flow=${flowCookie}` },
    })
  const landed = await callback(server)
  const refreshed = await fetch(`${server.url}/api/auth/clients/tokens`, {
    method: 'POST',
    headers: {
      cookie: `amply_refresh=${cookiesOf(landed).amply_refresh ?? ''}`,
      origin: 'http://localhost:3000',
    },
  })
  const { access_token } = (await refreshed.json()) as { access_token: string }
  return { landed, replay: callback, token: access_token }
}

const ask = (server: ServerProcess, token: string, question: string) =>
  fetch(`${server.url}/ai/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      ai_model_id: 'gpt-4o-mini',
      action: { type: 'chat' },
      client_agent: { type: 'browser', agent: 'vitest' },
      messages: [{ role: 'user', content: question }],
    }),
  })

const hasContent = (chunk: StreamChunk) => chunk.content !== undefined

describe('two server processes on one database and one Redis', () => {
  it('refuse an OAuth callback replayed on the other process', async () => {
    const [one, other] = await startPair()
    const { landed, replay } = await signInWithGoogle(one, 'twice@example.com')
    expect(landed.headers.get('location')).toBe('/auth/jwt/verify')
    const replayed = await replay(other)
    expect(replayed.headers.get('location')).toBe('/auth/jwt/login?error=flow_expired')
    expect(cookiesOf(replayed).amply_refresh).toBeUndefined()
  })

  it('resume through one process an answer started on the other, and stop one there', async () => {
    const [one, other] = await startPair()
    const { token } = await signInWithGoogle(one, 'resume@example.com')
    const bearer = { authorization: `Bearer ${token}` }

    // A reload mid-answer: the page goes away from one process and comes back on the other.
    const asked = eventReader(await ask(one, token, '[words:12] [hold:2] Survive a reload'))
    const start = await asked.until(hasContent)
    const [first] = start
    await asked.cancel()
    // Its rows are written just after its first piece.
    const answerRow = async () => {
      const history = await fetch(`${other.url}/ai/history/${first?.session_id ?? ''}`, {
        headers: bearer,
      })
      if (history.status !== 200) return undefined
      return ((await history.json()) as { messages: { loading: boolean }[] }).messages[1]
    }
    await expect.poll(answerRow).toMatchObject({ loading: true })
    const following = await fetch(`${other.url}/ai/chat/answers/${first?.chat_id ?? ''}/stream`, {
      headers: bearer,
    })
    fake.release()
    const followed = await eventReader(following).rest()
    expect(followed[0]).toEqual(first)
    expect(joined(followed, 'content')).toBe(
      Array.from({ length: 12 }, (_, i) => `word${i + 1}`).join(' '),
    )

    // Stop pressed in a tab served by the other process.
    const stopped = eventReader(await ask(one, token, '[words:40] [hold:2] Stop me'))
    const [second] = await stopped.until(hasContent)
    const stop = await fetch(`${other.url}/ai/chat/answers/${second?.chat_id ?? ''}/stop`, {
      method: 'POST',
      headers: bearer,
    })
    expect(await stop.json()).toMatchObject({ chat_id: second?.chat_id, incomplete: true })
    expect((await stopped.rest()).at(-1)).toEqual({ stopped: true })
  })

  it('let a process asked to stop (a rolling restart) finish its answers first', async () => {
    const [leaving, staying] = await startPair()
    const { token } = await signInWithGoogle(leaving, 'restart@example.com')
    const bearer = { authorization: `Bearer ${token}` }
    const asked = eventReader(await ask(leaving, token, '[words:6] [hold:2] Outlive a restart'))
    const [first] = await asked.until(hasContent)
    await asked.cancel()
    const follower = eventReader(
      await fetch(`${staying.url}/ai/chat/answers/${first?.chat_id ?? ''}/stream`, {
        headers: bearer,
      }),
    )
    await follower.until(hasContent)

    leaving.child.kill('SIGTERM')
    // It takes no more requests: only then may the answer go on.
    await expect
      .poll(() =>
        fetch(`${leaving.url}/api/health`).then(
          () => 'serving',
          () => 'closed',
        ),
      )
      .toBe('closed')
    fake.release()
    expect(await leaving.exited).toEqual({ code: 0, signal: null })
    const words = Array.from({ length: 6 }, (_, i) => `word${i + 1}`).join(' ')
    expect(joined(await follower.rest(), 'content')).toContain('word6')
    const history = await fetch(`${staying.url}/ai/history/${first?.session_id ?? ''}`, {
      headers: bearer,
    })
    const { messages } = (await history.json()) as {
      messages: { content: string; incomplete: boolean; loading: boolean }[]
    }
    expect(messages[1]).toMatchObject({ content: words, incomplete: false, loading: false })
  })
})
