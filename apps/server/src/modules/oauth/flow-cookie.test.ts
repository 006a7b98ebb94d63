import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { cookiesOf } from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'
import { createFlowCookies, FLOW_COOKIE, FLOW_TTL_SECONDS } from './flow-cookie'

const { db } = await createTestDatabase()

const secret = new TextEncoder().encode('a-test-secret-of-at-least-32-characters')
const flow = { provider: 'google', state: 's', verifier: 'v', nonce: 'n' } as const

/** An app that sets the flow cookie on /set and answers what /take reads. */
function appWith(cookies: ReturnType<typeof createFlowCookies>) {
  const app = new Hono()
  app.get('/set', async (c) => {
    await cookies.set(c, flow)
    return c.body(null, 204)
  })
  app.get('/take', async (c) => c.json(await cookies.take(c)))
  return app
}

async function sealed(app: Hono) {
  return cookiesOf(await app.request('/set'))[FLOW_COOKIE] ?? ''
}

async function take(app: Hono, cookie: string): Promise<unknown> {
  const response = await app.request('/take', { headers: { cookie: `${FLOW_COOKIE}=${cookie}` } })
  return response.json()
}

describe('the flow cookie', () => {
  it('gives back the flow it sealed', async () => {
    const app = appWith(createFlowCookies(secret, true, Date.now, db))
    expect(await take(app, await sealed(app))).toMatchObject({ ok: true, flow })
  })

  it('works once, whichever server process reads it', async () => {
    const app = appWith(createFlowCookies(secret, true, Date.now, db))
    // Another process: its own instance, the same database.
    const otherProcess = appWith(createFlowCookies(secret, true, Date.now, db))
    const cookie = await sealed(app)
    expect(await take(app, cookie)).toMatchObject({ ok: true, flow })
    expect(await take(otherProcess, cookie)).toEqual({ ok: false, reason: 'invalid' })
    expect(await take(app, cookie)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('is refused after ten minutes', async () => {
    let clock = Date.now()
    const app = appWith(createFlowCookies(secret, true, () => clock, db))
    const cookie = await sealed(app)
    clock += (FLOW_TTL_SECONDS + 1) * 1000
    expect(await take(app, cookie)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('is refused when sealed with another key', async () => {
    const other = appWith(
      createFlowCookies(
        new TextEncoder().encode('another-secret-of-at-least-32-chars!!'),
        true,
        Date.now,
        db,
      ),
    )
    const app = appWith(createFlowCookies(secret, true, Date.now, db))
    expect(await take(app, await sealed(other))).toEqual({ ok: false, reason: 'invalid' })
  })
})
