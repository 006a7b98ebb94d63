import { aiModelSchema, publicModelSchema } from '@amply/api/entities/model'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test-support/app'
import { bearer, jsonRequest } from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'
import { signedInUser } from '../../../test-support/chat-flow'
import { loadModelCatalog } from './model-catalog'
import { catalogWith } from '../../../test-support/test-catalog'

const { db } = await createTestDatabase()
const app = createTestApp(db)
const token = await signedInUser(app, db, 'models@example.com')

const listModels = async (type: string) => {
  const response = await app.request(
    '/api/client/models',
    jsonRequest('POST', { ai_model_type: type }, bearer(token)),
  )
  expect(response.status).toBe(200)
  return (await response.json()) as { model_id: string; type: string; group: string }[]
}

describe('the model catalog', () => {
  it('covers the five families and the image, write, read and translate types', async () => {
    const all = await listModels('')
    for (const model of all) expect(aiModelSchema.safeParse(model).success).toBe(true)
    expect(new Set(all.map((m) => m.group))).toEqual(
      new Set(['amply', 'chat', 'reasoning', 'multimodal', 'deep-thinking', 'image']),
    )
    expect(new Set(all.map((m) => m.type))).toEqual(
      new Set(['text', 'image', 'write', 'read', 'translate']),
    )
  })

  it('lists only the models of the type asked for', async () => {
    const images = await listModels('image')
    expect(images.length).toBeGreaterThan(0)
    expect(images.every((m) => m.type === 'image')).toBe(true)
  })

  it('gives each model its credit group colour', async () => {
    const [model] = (await listModels('text')) as unknown as {
      query_credit_group_ui_config: { groupColor: string }
    }[]
    expect(model?.query_credit_group_ui_config.groupColor).toMatch(/^#[0-9A-F]{6}$/i)
  })

  it('needs a signed-in user', async () => {
    const response = await app.request(
      '/api/client/models',
      jsonRequest('POST', { ai_model_type: '' }),
    )
    expect(response.status).toBe(401)
  })

  it('stops the server with the reason when the catalog file is broken', () => {
    expect(() => loadModelCatalog('/nonexistent/models.json')).toThrow(/cannot be read/)
  })
})

describe('GET /api/catalog/models (the public AI features page)', () => {
  const publicModels = async (catalogApp = app) => {
    const response = await catalogApp.request('/api/catalog/models')
    expect(response.status).toBe(200)
    return publicModelSchema.array().parse(await response.json())
  }

  it('lists every model of the catalog to a guest, with its descriptions and colour', async () => {
    const models = await publicModels()
    expect(models.map((m) => m.model_id)).toEqual([
      'amply-1',
      'gpt-4o-mini',
      'deepseek-reasoner',
      'gemini-2.5-flash',
      'claude-sonnet-4',
      'amply-image-1',
      'amply-write-1',
      'amply-read-1',
      'amply-translate-1',
    ])
    const reasoner = models.find((m) => m.model_id === 'deepseek-reasoner')
    expect(reasoner).toMatchObject({
      model_name: 'DeepSeek R1~reasoning',
      type: 'text',
      group: 'reasoning',
      ui_config: { icon: 'deepseek' },
      query_credit_group_name: 'Advanced',
      query_credit_group_ui_config: { groupColor: '#8B5CF6' },
    })
    for (const model of models) {
      expect(Object.keys(model.description ?? {}).sort()).toEqual(['ar', 'en', 'fr'])
    }
  })

  it('never shows how a model is served (provider, upstream model)', async () => {
    const response = await app.request('/api/catalog/models')
    const models = (await response.json()) as Record<string, unknown>[]
    for (const model of models) {
      expect(Object.keys(model).sort()).toEqual([
        'description',
        'group',
        'model_id',
        'model_name',
        'query_credit_group_name',
        'query_credit_group_ui_config',
        'type',
        'ui_config',
      ])
    }
  })

  it("shows an operator's change to the catalog file", async () => {
    const file = catalogWith('amply-1', {
      model_name: 'Amply Next~2',
      description: 'Our newest model.',
    })
    const [first] = await publicModels(createTestApp(db, { AI_MODELS_FILE: file }))
    expect(first?.model_name).toBe('Amply Next~2')
    expect(first?.description).toEqual({ en: 'Our newest model.' })
  })
})
