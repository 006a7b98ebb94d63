import { describe, expect, it } from 'vitest'
import { modelDisplayName, modelNamer, modelTypeForPage } from './model-rules'

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

  it("names a model by its list's display name, one no longer listed by its stored id", () => {
    const name = modelNamer([
      { model_id: 'gpt-4o-mini', model_name: 'GPT-4o mini~chat' },
      { model_id: 'deepseek-reasoner', model_name: 'DeepSeek R1~reasoning' },
    ])
    expect(name('deepseek-reasoner')).toBe('DeepSeek R1')
    expect(name('gpt-4o-mini')).toBe('GPT-4o mini')
    expect(name('gpt-3.5-turbo')).toBe('gpt-3.5-turbo')
  })
})
