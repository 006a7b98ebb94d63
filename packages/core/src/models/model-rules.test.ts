import { describe, expect, it } from 'vitest'
import { modelDisplayName, modelTypeForPage } from './model-rules'

describe('model rules', () => {
  it.each([
    ['chat', 'text'],
    ['write', 'text'],
    ['translate', 'text'],
    ['art', 'image'],
    ['read', ''],
    ['learning', ''],
  ])('the %s page selects the model type "%s" ("" is all types)', (page, type) => {
    expect(modelTypeForPage(page)).toBe(type)
  })

  it('the display name is the part before the tilde', () => {
    expect(modelDisplayName({ model_name: 'Amply~2025-06' })).toBe('Amply')
    expect(modelDisplayName({ model_name: 'Reasoner~r1~large' })).toBe('Reasoner')
    expect(modelDisplayName({ model_name: 'Painter' })).toBe('Painter')
  })
})
