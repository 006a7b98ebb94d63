import { describe, expect, it } from 'vitest'
import { isolate } from './isolate'

describe('isolate', () => {
  it('wraps the text in a first-strong isolate and its closing mark', () => {
    expect(isolate('gallery-12@example.com')).toBe('\u2068gallery-12@example.com\u2069')
    expect(Array.from({ length: 3 }, (_, i) => isolate('a').codePointAt(i))).toEqual([
      0x2068, 0x61, 0x2069,
    ])
  })
})
