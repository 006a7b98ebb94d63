import { describe, expect, it } from 'vitest'
import { toolPrefillOf, toolPrefillState } from './tool-prefill'

describe('a tool prefill in the router state', () => {
  it('comes back as it was put', () => {
    const prefill = {
      id: 'a',
      text: 'Bonjour',
      targetLanguage: 'fr',
      writeOption: 'improve' as const,
    }
    expect(toolPrefillOf(toolPrefillState(prefill))).toEqual(prefill)
  })

  it('is none for other state, and drops an unknown option or language', () => {
    expect(toolPrefillOf(null)).toBeNull()
    expect(toolPrefillOf({ chatPrefill: { id: 'a', text: 'x', send: true } })).toBeNull()
    expect(toolPrefillOf({ toolPrefill: { id: 1, text: 'x' } })).toBeNull()
    expect(
      toolPrefillOf({
        toolPrefill: { id: 'a', text: 'x', writeOption: 'delete', targetLanguage: 'klingon' },
      }),
    ).toEqual({ id: 'a', text: 'x' })
  })
})
