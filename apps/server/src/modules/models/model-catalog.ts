import { readFileSync } from 'node:fs'
import { aiModelSchema, modelDescriptionSchema } from '@amply/api/entities/model'
import type { AiModel, ModelType, PublicModel } from '@amply/api/entities/model'
import { z } from 'zod'

export const providerNameSchema = z.enum(['demo', 'openai', 'anthropic', 'google'])
export type ProviderName = z.infer<typeof providerNameSchema>

/** A description written once, in English, stands for every language. */
const englishDescription = z
  .string()
  .min(1)
  .max(300)
  .transform((en) => ({ en }))

const catalogModelSchema = aiModelSchema.omit({ query_credit_group_ui_config: true }).extend({
  provider: providerNameSchema,
  /** The model id the provider knows it by. */
  upstream_model: z.string().min(1),
  /** Streams its reasoning (`reasoning_content`) before the answer. */
  reasoning: z.boolean().default(false),
  /** Accepts images beside the text. */
  multimodal: z.boolean().default(false),
  /**
   * How many tokens the model reads at once (its context window). Documents longer than what
   * fits are read in part, and the answer says which parts (chat/document-parts.ts).
   */
  context_tokens: z.number().int().min(2000).default(32_000),
  /** Shown on the public AI features page: one text (English), or one per language code. */
  description: z.union([englishDescription, modelDescriptionSchema]).optional(),
})

const catalogFileSchema = z
  .object({
    credit_groups: z.record(z.string().min(1), z.object({ groupColor: z.string().min(1) })),
    models: z.array(catalogModelSchema).min(1),
    /** The credit group a speech-to-text call (voice input) is counted in. */
    transcription_credit_group: z.string().min(1).default('Standard'),
  })
  .superRefine((file, ctx) => {
    if (!(file.transcription_credit_group in file.credit_groups)) {
      ctx.addIssue({
        code: 'custom',
        path: ['transcription_credit_group'],
        message: 'names no entry of credit_groups',
      })
    }
    const ids = new Set<string>()
    file.models.forEach((model, index) => {
      if (ids.has(model.model_id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['models', index, 'model_id'],
          message: 'is repeated',
        })
      }
      ids.add(model.model_id)
      if (!(model.query_credit_group_name in file.credit_groups)) {
        ctx.addIssue({
          code: 'custom',
          path: ['models', index, 'query_credit_group_name'],
          message: `names no entry of credit_groups`,
        })
      }
    })
  })

export type CatalogModel = z.infer<typeof catalogModelSchema>

export interface ModelCatalog {
  /** Every model, in the file's order. */
  all(): CatalogModel[]
  find(modelId: string): CatalogModel | undefined
  /** The models of one type, or all of them for ''. */
  ofType(type: ModelType | ''): CatalogModel[]
  /** The credit group speech to text is counted in. */
  transcriptionGroup(): string
  /** Credit group name → its colour. */
  groupColor(group: string): string
  groups(): string[]
  /** The model as the contract shows it. */
  toEntity(model: CatalogModel): AiModel
  /** The model as the public site shows it (`catalog/models`): the entity and its description. */
  toPublicEntity(model: CatalogModel): PublicModel
}

/** Reads and checks the catalog file once, at start: a broken file stops the server with the reason. */
export function loadModelCatalog(file: string): ModelCatalog {
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`The model catalog ${file} cannot be read: ${String(error)}`, {
      cause: error,
    })
  }
  const parsed = catalogFileSchema.safeParse(raw)
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    )
    throw new Error(`The model catalog ${file} is invalid:\n${problems.join('\n')}`)
  }
  return createModelCatalog(parsed.data)
}

export function createModelCatalog(data: z.infer<typeof catalogFileSchema>): ModelCatalog {
  const byId = new Map(data.models.map((model) => [model.model_id, model]))
  const groupColor = (group: string) => data.credit_groups[group]?.groupColor ?? '#6B7280'
  const toEntity = (model: CatalogModel): AiModel => ({
    model_id: model.model_id,
    model_name: model.model_name,
    type: model.type,
    group: model.group,
    ui_config: model.ui_config,
    query_credit_group_name: model.query_credit_group_name,
    query_credit_group_ui_config: { groupColor: groupColor(model.query_credit_group_name) },
  })
  return {
    all: () => data.models,
    find: (modelId) => byId.get(modelId),
    ofType: (type) => (type === '' ? data.models : data.models.filter((m) => m.type === type)),
    groupColor,
    transcriptionGroup: () => data.transcription_credit_group,
    groups: () => Object.keys(data.credit_groups),
    toEntity,
    toPublicEntity: (model) =>
      model.description ? { ...toEntity(model), description: model.description } : toEntity(model),
  }
}
