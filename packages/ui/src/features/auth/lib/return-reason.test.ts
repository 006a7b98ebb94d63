import { describe, expect, it } from 'vitest'
import { returnReasonOf } from './return-reason'

describe('returnReasonOf', () => {
  it("names a share's continue address, in both of its forms", () => {
    expect(returnReasonOf('/dashboard/share/continue/chat/abc')).toBe('continueShare')
    expect(returnReasonOf('/dashboard/share/continue/123/abc?x=1')).toBe('continueShare')
  })

  it('names any other page as a page, and no page as none', () => {
    expect(returnReasonOf('/dashboard/translate')).toBe('page')
    expect(returnReasonOf(undefined)).toBeUndefined()
  })
})
