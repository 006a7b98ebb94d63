import { describe, expect, it } from 'vitest'
import { daysLeft } from './days-left'

const now = Date.UTC(2026, 5, 1, 12)
const DAY_MS = 24 * 60 * 60 * 1000
const at = (ms: number) => new Date(now + ms).toISOString()

describe('daysLeft', () => {
  it('first day: a 30-day plan just started has 30 days, a minute or an hour later too', () => {
    expect(daysLeft(at(30 * DAY_MS), now)).toBe(30)
    expect(daysLeft(at(30 * DAY_MS - 60_000), now)).toBe(30)
    expect(daysLeft(at(30 * DAY_MS - 3_600_000), now)).toBe(30)
    expect(daysLeft(at(29 * DAY_MS + 1), now)).toBe(30)
    expect(daysLeft(at(29 * DAY_MS), now)).toBe(29)
  })

  it('last day: any time left under a day is 1 day, a whole day exactly too', () => {
    expect(daysLeft(at(DAY_MS), now)).toBe(1)
    expect(daysLeft(at(DAY_MS - 1), now)).toBe(1)
    expect(daysLeft(at(60_000), now)).toBe(1)
    expect(daysLeft(at(1), now)).toBe(1)
    expect(daysLeft(at(DAY_MS + 1), now)).toBe(2)
  })

  it('expired: none left at the end itself, after it, or without an end', () => {
    expect(daysLeft(at(0), now)).toBe(0)
    expect(daysLeft(at(-1), now)).toBe(0)
    expect(daysLeft(at(-5 * DAY_MS), now)).toBe(0)
    expect(daysLeft(null, now)).toBe(0)
    expect(daysLeft('not a date', now)).toBe(0)
  })
})
