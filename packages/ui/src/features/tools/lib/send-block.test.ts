import { describe, expect, it } from 'vitest'
import { sendBlock } from './send-block'

const ready = { modelsLoading: false, hasModel: true, opening: false, request: { content: 'x' } }

describe('why a tool cannot send', () => {
  it('nothing blocks a request with a model', () => {
    expect(sendBlock(ready)).toBeNull()
  })

  it('an empty request is refused', () => {
    expect(sendBlock({ ...ready, request: null })).toBe('empty')
  })

  it('the models, a chosen model and an opening conversation come first', () => {
    expect(sendBlock({ ...ready, opening: true, request: null })).toBe('opening')
    expect(sendBlock({ ...ready, modelsLoading: true, hasModel: false })).toBe('modelsLoading')
    expect(sendBlock({ ...ready, hasModel: false })).toBe('noModel')
  })
})
