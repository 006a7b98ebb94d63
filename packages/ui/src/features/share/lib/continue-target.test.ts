import { describe, expect, it } from 'vitest'
import { continuedPath, continuePath, continueTarget } from './continue-target'

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

  it('opens chat on its stored conversation, and write and translate with ?session=', () => {
    expect(continuedPath('chat', 's1')).toBe('/dashboard/chat')
    expect(continuedPath('write', 's1')).toBe('/dashboard/write?session=s1')
    expect(continuedPath('translate', 's 1')).toBe('/dashboard/translate?session=s+1')
  })

  it('leads the public page to the continue address of the same share', () => {
    expect(continuePath('chat', 'a/b')).toBe('/dashboard/share/continue/chat/a%2Fb')
  })
})
