import { Redis } from 'ioredis'
import type { Logger } from './logger'

/**
 * A Redis connection whose commands wait for it to connect but fail fast (one retry) when Redis
 * stays away, and whose connection errors are logged once per outage instead of thrown.
 */
export function connectRedis(url: string, logger: Logger, role: string): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    // Reconnect often: while Redis is away each command waits for one attempt before it fails
    // (and the callers fall back), so a long backoff would slow every request meanwhile.
    retryStrategy: (times) => Math.min(times * 50, 500),
  })
  let reported = false
  redis.on('error', (error: Error) => {
    if (reported) return
    reported = true
    logger.warn('redis connection failed', { role, error: error.message })
  })
  redis.on('ready', () => {
    reported = false
  })
  return redis
}
