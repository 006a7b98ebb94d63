import { startRedis } from '@amply/test-services/redis'
import { openTestScope } from '@amply/test-services/test-scope'
import type { TestProject } from 'vitest/node'
import { loadEnv } from '../src/env'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Redis of the tests: TEST_REDIS_URL's, or one started for the run. */
    redisUrl: string
  }
}

/**
 * Once per run of the server tests: the Redis they share, and the run's test scope, at whose
 * end any process a test file left running (an embedded PostgreSQL, a server, a Redis) is
 * stopped and named, failing the run.
 */
export default async function setup(project: TestProject) {
  const scope = openTestScope('server')
  const given = loadEnv().TEST_REDIS_URL
  const started = given ? undefined : await startRedis()
  project.provide('redisUrl', given ?? started?.url ?? '')
  return async () => {
    await started?.stop()
    const leftovers = await scope.close()
    if (leftovers.length > 0) {
      throw new Error(`The server tests left these behind (now stopped):\n${leftovers.join('\n')}`)
    }
  }
}
