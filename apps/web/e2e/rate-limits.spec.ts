import { newEmail, visitorAddress } from '@amply/e2e/accounts'
import { withE2eRedis } from '@amply/e2e/redis'
import { expect, test } from './fixtures'

// The e2e server runs on Redis, as several machines do: its login limit is counted there, not in
// the process's memory (docs/auth.md: LOGIN_ATTEMPTS_PER_WINDOW, 10, per account from one
// source in 15 minutes; the account's own count and the IP's go with it).
test('the login limit is counted in Redis: 429 after ten, lifted when Redis forgets', async ({
  request,
}) => {
  const email = newEmail('limit')
  const ip = visitorAddress()
  const attempt = async () =>
    (
      await request.post('/api/auth/clients/login', {
        data: { email, password: 'not the password', turnstile_response: '' },
        headers: { 'x-forwarded-for': ip },
      })
    ).status()
  for (let i = 0; i < 10; i++) expect(await attempt()).toBe(401)
  expect(await attempt()).toBe(429)

  const counters = [`login-source:${email}|${ip}`, `login-ip:${ip}`, `login:${email}`]
  await withE2eRedis(async (redis) => {
    expect(await redis.get(`login-source:${email}|${ip}`)).toBe('11')
    expect(await redis.del(...counters)).toBe(3)
  })
  // Counted in memory, the limit would still refuse: Redis held the only count.
  expect(await attempt()).toBe(401)
})
