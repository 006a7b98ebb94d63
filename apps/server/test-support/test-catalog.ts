import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serverDir } from '../src/server-dir'
import { afterFile } from './after-file'

export const defaultCatalogFile = path.join(serverDir, 'config/models.json')

interface EditableModel {
  model_id: string
  model_name: string
  description: string | Record<string, string>
  provider: string
  upstream_model: string
  reasoning?: boolean
  context_tokens?: number
}

/**
 * A copy of the default catalog with one model changed, for a test app's AI_MODELS_FILE;
 * removed after the file's tests.
 */
export function catalogWith(modelId: string, change: Partial<EditableModel>): string {
  return catalogFile((catalog) => ({
    ...catalog,
    models: catalog.models.map((model) =>
      model.model_id === modelId ? { ...model, ...change } : model,
    ),
  }))
}

/** A copy of the default catalog with some of its top-level fields changed. */
export const catalogWithFields = (fields: Record<string, unknown>) =>
  catalogFile((catalog) => ({ ...catalog, ...fields }))

function catalogFile(change: (catalog: { models: EditableModel[] }) => object): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'amply-catalog-'))
  afterFile(() => {
    rmSync(dir, { recursive: true, force: true })
  })
  const catalog = JSON.parse(readFileSync(defaultCatalogFile, 'utf8')) as {
    models: EditableModel[]
  }
  const file = path.join(dir, 'models.json')
  writeFileSync(file, JSON.stringify(change(catalog)))
  return file
}
