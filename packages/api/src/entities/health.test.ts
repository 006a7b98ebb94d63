import { describe, expect, it } from 'vitest'
import { healthSchema } from './health'

describe('healthSchema', () => {
  it('accepts a healthy answer', () => {
    const health = { status: 'ok', name: 'Amply', version: '0.0.0', uptime_seconds: 1.5 }
    expect(healthSchema.parse(health)).toEqual(health)
  })

  it('rejects any other status and a negative uptime', () => {
    expect(
      healthSchema.safeParse({ status: 'down', name: 'Amply', version: '0', uptime_seconds: 1 })
        .success,
    ).toBe(false)
    expect(
      healthSchema.safeParse({ status: 'ok', name: 'Amply', version: '0', uptime_seconds: -1 })
        .success,
    ).toBe(false)
  })
})
