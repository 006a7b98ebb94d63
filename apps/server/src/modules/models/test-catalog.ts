import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'

export const defaultCatalogFile = path.resolve(import.meta.dirname, '../../../config/models.json')

interface EditableModel {
  model_id: string
  provider: string
  upstream_model: string
  reasoning?: boolean
}

/**
 * A copy of the default catalog with one model changed, for a test app's AI_MODELS_FILE;
 * removed after the file's tests.
 */
export function catalogWith(modelId: string, change: Partial<EditableModel>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'amply-catalog-'))
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true })
  })
  const catalog = JSON.parse(readFileSync(defaultCatalogFile, 'utf8')) as {
    models: EditableModel[]
  }
  catalog.models = catalog.models.map((model) =>
    model.model_id === modelId ? { ...model, ...change } : model,
  )
  const file = path.join(dir, 'models.json')
  writeFileSync(file, JSON.stringify(catalog))
  return file
}
