import type { PublicModel } from '@amply/api/entities/model'
import { exampleModel } from '@amply/api/test/fixtures'
import { describe, expect, it } from 'vitest'
import { familyKey, modelDescription, modelsOfType } from './feature-tabs'

const model = (overrides: Partial<PublicModel>): PublicModel => ({
  ...exampleModel({ model_id: 'm', model_name: 'Model~1', group: 'chat' }),
  ...overrides,
})

describe('the AI features tabs', () => {
  it('filter the catalogue by model type', () => {
    const models = [model({ model_id: 'a' }), model({ model_id: 'b', type: 'image' })]
    expect(modelsOfType(models, 'image').map((m) => m.model_id)).toEqual(['b'])
  })

  it("describe a model in the visitor's language, else in English", () => {
    const described = model({ description: { en: 'Fast', fr: 'Rapide' } })
    expect(modelDescription(described, 'fr')).toBe('Rapide')
    expect(modelDescription(described, 'ar')).toBe('Fast')
    expect(modelDescription(model({}), 'en')).toBeUndefined()
  })

  it('name the known families and leave others raw', () => {
    expect(familyKey('deep-thinking')).toBe('deepThinking')
    expect(familyKey('toString')).toBeUndefined()
    expect(familyKey('custom')).toBeUndefined()
  })
})
