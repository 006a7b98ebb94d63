import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startServerProcess } from './test/server-process'

const dataDir = await mkdtemp(path.join(tmpdir(), 'amply-newcomer-'))
afterAll(() => rm(dataDir, { recursive: true, force: true }))

describe('a newcomer with only the start command', () => {
  it('registers, follows the activation link printed in the log, logs in and chats with the demo', async () => {
    // The embedded PostgreSQL, the local mail outbox: nothing configured, nothing installed.
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DEMO_STREAM_DELAY_MS: '1',
    })
    const post = (pathname: string, body: unknown) =>
      fetch(`${server.url}${pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const email = 'newcomer@example.com'
    const password = 'a long enough password'

    const registered = await post('/api/auth/clients/register', {
      email,
      password,
      first_name: 'New',
      last_name: 'Comer',
      turnstile_response: '',
    })
    expect(registered.status).toBe(201)

    const link = await server.waitForOutput(/http:\/\/localhost:3000\/client\/activate\/[\w-]+/)
    const token = link.split('/').at(-1)
    expect((await post('/api/auth/client/activate', { token })).status).toBe(200)

    const loggedIn = await post('/api/auth/clients/login', {
      email,
      password,
      turnstile_response: '',
    })
    expect(loggedIn.status).toBe(200)
    const { access_token } = (await loggedIn.json()) as { access_token: string }
    const profile = await fetch(`${server.url}/api/auth/clients/profile`, {
      headers: { authorization: `Bearer ${access_token}` },
    })
    expect(await profile.json()).toMatchObject({
      email,
      is_active: true,
      currentPlan: { type: 'trial' },
    })
  })
})
