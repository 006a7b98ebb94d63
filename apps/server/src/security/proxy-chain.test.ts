import { once } from 'node:events'
import { createServer, request } from 'node:http'
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { describe, expect, it, onTestFinished } from 'vitest'
import { listenLocal } from '../../test-support/fakes/listen-local'
import { postOnce, urlOf } from '../../test-support/post-once'
import { createTestApp } from '../../test-support/app'
import { createTestDatabase } from '../../test-support/database'

// The server behind two real HTTP proxies on loopback, each appending the address it was
// called from to X-Forwarded-For as nginx and load balancers do. A client forging a new
// X-Forwarded-For on every login must still meet the per-IP limit, whatever TRUST_PROXY says.

const { db } = await createTestDatabase()
const ATTEMPTS = 1 // per account; the per-IP limit is ten times that
const PER_IP = ATTEMPTS * 10

/** A reverse proxy to `upstream` that appends its caller's address to X-Forwarded-For. */
async function startProxy(upstream: string) {
  const target = new URL(upstream)
  const proxy = createServer((incoming, outgoing) => {
    // Node joins repeated X-Forwarded-For headers into one.
    const before = incoming.headers['x-forwarded-for']?.toString()
    const caller = incoming.socket.remoteAddress ?? ''
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...incoming.headers,
          'x-forwarded-for': before ? `${before}, ${caller}` : caller,
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    forward.on('error', () => outgoing.destroy())
    incoming.pipe(forward)
  })
  const { close } = await listenLocal(proxy)
  return { url: urlOf(proxy), close }
}

/** The server with `trustProxy`, behind an inner proxy, behind an edge proxy the client calls. */
async function chainWith(trustProxy: string) {
  const app = createTestApp(db, {
    TRUST_PROXY: trustProxy,
    LOGIN_ATTEMPTS_PER_WINDOW: String(ATTEMPTS),
  })
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }) as Server
  await once(server, 'listening')
  const inner = await startProxy(urlOf(server))
  const edge = await startProxy(inner.url)
  onTestFinished(async () => {
    await edge.close()
    await inner.close()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
  let attempt = 0
  /** A wrong login for a new account each time, under a new forged address each time. */
  return async (from = '127.0.0.1') => {
    attempt++
    const answer = await postOnce(
      `${edge.url}/api/auth/clients/login`,
      { email: `nobody-${attempt}@example.com`, password: 'wrong', turnstile_response: '' },
      { 'x-forwarded-for': `203.0.113.${String(attempt % 250)}` },
      from,
    )
    return answer.status
  }
}

describe('a forged X-Forwarded-For through a real proxy chain', () => {
  it.each([
    ['off (the default)', 'false'],
    ['one hop', '1'],
    ['both hops', '2'],
  ])('does not get past the per-IP login limit with TRUST_PROXY %s', async (_, trustProxy) => {
    const login = await chainWith(trustProxy)
    const statuses: number[] = []
    for (let i = 0; i <= PER_IP; i++) statuses.push(await login())
    expect(statuses.slice(0, PER_IP)).toEqual(Array<number>(PER_IP).fill(401))
    expect(statuses.at(-1)).toBe(429)
  })

  it('counts each real client apart once every proxy is trusted, and no one apart before', async () => {
    // 127.0.0.2 is another client on loopback: the edge proxy records its real address.
    const trusted = await chainWith('2')
    for (let i = 0; i <= PER_IP; i++) await trusted()
    expect(await trusted('127.0.0.2')).toBe(401)
    // Trusting one hop too few: the edge proxy is the client, every caller shares its limit.
    const short = await chainWith('1')
    for (let i = 0; i <= PER_IP; i++) await short()
    expect(await short('127.0.0.2')).toBe(429)
  })
})
