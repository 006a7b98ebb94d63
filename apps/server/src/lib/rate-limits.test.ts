import { randomBytes } from 'node:crypto'
import { HTTPException } from 'hono/http-exception'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { createRateLimits } from './rate-limits'

// The Redis of the test run (test-support/global-setup.ts).
const redisUrl = inject('redisUrl')
const opened: ReturnType<typeof createRateLimits>[] = []
const limits = (redisUrl?: string) => {
  const created = createRateLimits({ redisUrl, loginAttempts: 2 })
  opened.push(created)
  return created
}
afterAll(async () => {
  await Promise.all(opened.map((created) => created.close()))
})

// Keys of this run only, so reruns against the same Redis start from zero.
const fresh = (name: string) => `${name}-${randomBytes(6).toString('hex')}`

async function statusOf(attempt: Promise<void>) {
  try {
    await attempt
    return 200
  } catch (error) {
    if (error instanceof HTTPException) return error.status
    throw error
  }
}

describe.each([
  ['in memory', undefined],
  ['in Redis', redisUrl],
])('rate limits %s', (_, url) => {
  it('refuses an account after its attempts, with Retry-After', async () => {
    const limiter = limits(url)
    const account = fresh('ada@example.com')
    const ip = fresh('ip')
    expect(await statusOf(limiter.consume('login', { account, ip }))).toBe(200)
    expect(await statusOf(limiter.consume('login', { account, ip }))).toBe(200)
    const refused = await limiter.consume('login', { account, ip }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(HTTPException)
    expect((refused as HTTPException).status).toBe(429)
    expect(Number((refused as HTTPException).res?.headers.get('Retry-After'))).toBeGreaterThan(0)
  })

  it('gives an IP ten times the attempts of an account', async () => {
    const limiter = limits(url)
    const ip = fresh('ip')
    const statuses: number[] = []
    for (let i = 0; i < 21; i++)
      statuses.push(await statusOf(limiter.consume('login', { account: fresh('a'), ip })))
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true)
    expect(statuses[20]).toBe(429)
  })

  it('forgets an account after a success', async () => {
    const limiter = limits(url)
    const account = fresh('grace@example.com')
    await limiter.consume('login', { account, ip: fresh('ip') })
    await limiter.consume('login', { account, ip: fresh('ip') })
    await limiter.reset('login', account)
    expect(await statusOf(limiter.consume('login', { account, ip: fresh('ip') }))).toBe(200)
  })
})

describe('rate limits in Redis', () => {
  it('keep their counters in Redis, not in the process', async () => {
    const limiter = limits(redisUrl)
    const account = fresh('counted@example.com')
    const ip = fresh('ip')
    await limiter.consume('login', { account, ip })
    await limiter.consume('login', { account, ip })
    const redis = new Redis(redisUrl)
    try {
      expect(await redis.mget(`login-source:${account}`, `login-ip:${ip}`)).toEqual(['2', '2'])
    } finally {
      await redis.quit()
    }
  })

  it('count one account together, whichever process sees the attempt', async () => {
    const first = limits(redisUrl)
    const second = limits(redisUrl)
    const account = fresh('shared@example.com')
    await first.consume('login', { account, ip: fresh('ip') })
    await second.consume('login', { account, ip: fresh('ip') })
    expect(await statusOf(first.consume('login', { account, ip: fresh('ip') }))).toBe(429)
  })
})
