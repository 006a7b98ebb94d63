import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './database-unavailable'

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is away, however deep the error wraps it', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    })
    const shutdown = Object.assign(new Error('terminating connection'), { code: '57P01' })
    const startingUp = Object.assign(new Error('the database system is starting up'), {
      code: '57P03',
    })
    const cut = new Error('Connection terminated unexpectedly')
    const unusable = new Error('Client has encountered a connection error and is not queryable')
    for (const cause of [refused, shutdown, startingUp, cut, unusable]) {
      expect(isDatabaseUnavailable(cause)).toBe(true)
      expect(isDatabaseUnavailable(new Error('Failed query: rollback', { cause }))).toBe(true)
    }
  })

  it('leaves every other error alone', () => {
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' })
    expect(isDatabaseUnavailable(unique)).toBe(false)
    expect(isDatabaseUnavailable(new Error('Failed query: select', { cause: unique }))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false)
    expect(isDatabaseUnavailable(undefined)).toBe(false)
  })
})
