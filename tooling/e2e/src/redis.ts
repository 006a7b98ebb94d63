import { Redis } from 'ioredis'

/**
 * The e2e server's Redis (global-setup puts its address in E2E_REDIS_URL), for a spec that
 * proves what the server keeps there: `use(redis => …)`, then the connection closes.
 */
export async function withE2eRedis<T>(use: (redis: Redis) => Promise<T>): Promise<T> {
  const url = process.env.E2E_REDIS_URL
  if (!url) throw new Error('E2E_REDIS_URL is not set: global-setup did not start the server')
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 })
  await redis.connect()
  try {
    return await use(redis)
  } finally {
    redis.disconnect()
  }
}
