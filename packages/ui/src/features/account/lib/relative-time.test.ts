import { describe, expect, it } from 'vitest'
import { relativeTime } from './relative-time'

const now = Date.parse('2026-03-10T12:00:00Z')

describe('relativeTime', () => {
  it('says how long ago in the largest unit that fits, in the given language', () => {
    expect(relativeTime('2026-03-10T11:59:40Z', now, 'en')).toBe('now')
    expect(relativeTime('2026-03-10T11:55:00Z', now, 'en')).toBe('5 minutes ago')
    expect(relativeTime('2026-03-09T12:00:00Z', now, 'en')).toBe('yesterday')
    expect(relativeTime('2026-03-10T10:00:00Z', now, 'fr')).toBe('il y a 2 heures')
  })
})
