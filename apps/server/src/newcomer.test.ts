import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { registerThroughLog } from '../test-support/process-account'
import { startServerProcess } from '../test-support/server-process'

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
    const email = 'newcomer@example.com'
    const access_token = await registerThroughLog(server, email, 'a long enough password')
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
