import { aiModelSchema } from '@amply/api/entities/model'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/app'
import { bearer, jsonRequest } from '../../test/auth-flow'
import { createTestDatabase } from '../../test/database'
import { signedInUser } from '../chat/chat-test-helpers'
import { loadModelCatalog } from './model-catalog'

const { db } = await createTestDatabase()
const app = createTestApp(db, { TRUST_PROXY: 'true' })
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
