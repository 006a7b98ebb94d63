import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { createOpenApiDocument } from './openapi'
import { routeTable } from './route-table'

describe('the OpenAPI document', () => {
  const document = createOpenApiDocument('1.2.3')

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator()
    const result = await validator.validate(structuredClone(document))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('would be refused if it broke the format (the validator is not a rubber stamp)', async () => {
    const broken = structuredClone(document) as Record<string, unknown>
    delete broken.info
    const result = await new Validator().validate(broken)
    expect(result.valid).toBe(false)
  })

  it('has one operation per route, named after it', () => {
    const operationIds = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((operation) => (operation as { operationId: string }).operationId),
    )
    expect(operationIds.sort()).toEqual(Object.keys(routeTable).sort())
  })

  it('folds the bases into the paths and marks signed-in calls', () => {
    expect(document.paths['/api/auth/clients/login']).toHaveProperty('post')
    expect(document.paths['/ai/chat/completions']?.post).toMatchObject({
      security: [{ bearer: [] }],
    })
    expect(document.paths['/ai/share/{share_type}/{share_id}']?.get).not.toHaveProperty('security')
    expect(document.info.version).toBe('1.2.3')
  })
})
