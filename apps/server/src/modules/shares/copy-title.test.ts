import { describe, expect, it } from 'vitest'
import { copyTitle } from './copy-title'

describe('copyTitle', () => {
  it('keeps a long title within the 200 characters a title may have, mark included', () => {
    const named = copyTitle('a'.repeat(200), 'en')
    expect(named).toHaveLength(200)
    expect(named.endsWith('… (copy)')).toBe(true)
  })
})
