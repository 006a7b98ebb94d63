import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createTestDatabase, temporaryDir } from '../test-support/database'
import { postTo, registerThroughLog } from '../test-support/process-account'
import { startServerProcess } from '../test-support/server-process'
import type { ServerProcess } from '../test-support/server-process'

// `NODE_ENV=production` as an operator starts it: strong keys of its own required, the test
// payment gateway off unless asked for, and a line at start for each stand-in in use.

const { url: databaseUrl } = await createTestDatabase()
const secrets = {
  JWT_SECRET: randomBytes(32).toString('base64'),
  TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
}

async function startProduction(env: Record<string, string>) {
  return startServerProcess({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    DATA_DIR: await temporaryDir(),
    ...env,
  })
}

/** What a start that must fail printed before it exited. */
async function refusedStart(env: Record<string, string>) {
  const started = startProduction(env)
  await expect(started).rejects.toThrow(/exited \(1\) before listening/)
  return started.catch((error: unknown) => String(error))
}

/** A signed-in account on `server` (registered through the link in its log). */
async function signIn(server: ServerProcess, email: string) {
  const bearer = {
    authorization: `Bearer ${await registerThroughLog(server, email, 'a long enough password')}`,
  }
  return {
    gateways: async () => {
      const response = await fetch(`${server.url}/api/client/gateways`, { headers: bearer })
      return ((await response.json()) as { id: string }[]).map((gateway) => gateway.id)
    },
    pay: (gateway: string) =>
      postTo(server, '/api/client/payment', { plan_id: 'pro', period: 'month', gateway }, bearer),
  }
}

/** The stand-in lines a start printed: warnings, in production. */
const standInLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.includes('"stand-in: '))
    .map((line) => JSON.parse(line) as { level: string; msg: string })
    .map(({ level, msg }) => {
      expect(level).toBe('warn')
      return msg
    })

describe('a production start', () => {
  it('refuses a missing or weak JWT_SECRET or TOTP_ENCRYPTION_KEY, naming the variable', async () => {
    const missing = await refusedStart({})
    expect(missing).toContain('JWT_SECRET: a production server needs its own signing secret')
    expect(missing).toContain('TOTP_ENCRYPTION_KEY: a production server needs its own key')

    const weak = await refusedStart({
      JWT_SECRET: 'change-me-to-a-long-secret-string-please',
      TOTP_ENCRYPTION_KEY: Buffer.alloc(32).toString('base64'),
    })
    expect(weak).toContain('JWT_SECRET: too weak for production (it holds a word')
    expect(weak).toContain('TOTP_ENCRYPTION_KEY: too weak for production')

    const repeated = await refusedStart({ ...secrets, JWT_SECRET: 'ab'.repeat(20) })
    expect(repeated).toContain('JWT_SECRET: too weak for production (it repeats a few characters)')
    expect(repeated).not.toContain('TOTP_ENCRYPTION_KEY')
  })

  it('never runs the test server, whose /__test routes would answer anyone', async () => {
    const started = startServerProcess(
      {
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        DATA_DIR: await temporaryDir(),
        ...secrets,
      },
      { nodeArgs: ['--import', 'tsx', 'test-support/main.ts'] },
    )
    await expect(started).rejects.toThrow(/is the test server: start it with NODE_ENV=test/)
  })

  it('has no test gateway without TEST_PAYMENT_GATEWAY, and names each stand-in once', async () => {
    const server = await startProduction(secrets)
    const lines = standInLines(server.output())
    const parts = [
      'offline demo model',
      'offline demo corpus',
      'local outbox',
      'on this machine',
      'memory',
    ]
    for (const part of parts) {
      expect(
        lines.filter((line) => line.includes(part)),
        part,
      ).toHaveLength(1)
    }
    expect(lines).toHaveLength(5)
    expect(server.output()).toContain('no payment gateway: set STRIPE_SECRET_KEY')

    const user = await signIn(server, 'operator@example.com')
    expect(await user.gateways()).toEqual([])
    const paid = await user.pay('local')
    expect(paid.status).toBe(400)
    expect(await paid.json()).toEqual({ detail: 'This payment gateway is not available.' })
    // Nor is its checkout page served, where a payer marks a payment paid.
    const checkout = await fetch(
      `${server.url}/api/billing/test-checkout/${crypto.randomUUID()}?signature=x`,
    )
    expect(await checkout.json()).toEqual({ detail: 'Not Found' })
  })

  it('has the test gateway when TEST_PAYMENT_GATEWAY=true says so, and says it is on', async () => {
    const server = await startProduction({ ...secrets, TEST_PAYMENT_GATEWAY: 'true' })
    const lines = standInLines(server.output())
    expect(lines.filter((line) => line.includes('test payment gateway is on'))).toHaveLength(1)
    const user = await signIn(server, 'tester@example.com')
    expect(await user.gateways()).toEqual(['local'])
  })
})
