import { describe, expect, it } from 'vitest'
import { conversationPath } from '../../../lib/paths'
import { continuePath, continueTarget } from './continue-target'

describe('continuing a share', () => {
  it('reads the tool and the share from either form of the address', () => {
    expect(continueTarget('write', 'abc')).toEqual({ shareType: 'write', shareId: 'abc' })
    expect(continueTarget('translate', 'abc')).toEqual({ shareType: 'translate', shareId: 'abc' })
    // The earlier form: two ids, the share last.
    expect(continueTarget('7d0c5a3e-conversation', 'abc')).toEqual({
      shareType: 'chat',
      shareId: 'abc',
    })
  })

  it('opens the copy at its own address in its tool (docs/decisions.md)', () => {
    expect(conversationPath('chat', 's1')).toBe('/dashboard/chat/s1')
    expect(conversationPath('write', 's1')).toBe('/dashboard/write/s1')
    expect(conversationPath('translate', 's 1')).toBe('/dashboard/translate/s%201')
    expect(conversationPath('read', null)).toBe('/dashboard/read')
  })

  it('leads the public page to the continue address of the same share', () => {
    expect(continuePath('chat', 'a/b')).toBe('/dashboard/share/continue/chat/a%2Fb')
  })
})
