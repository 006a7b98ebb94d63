import { z } from 'zod'

export const modelTypeSchema = z.enum(['text', 'image', 'write', 'read', 'translate'])
export type ModelType = z.infer<typeof modelTypeSchema>

/** An AI model the user may pick. `model_name` is "Display name~variant": the UI shows the part before the tilde. */
export const aiModelSchema = z.object({
  model_id: z.string(),
  model_name: z.string(),
  type: modelTypeSchema,
  /** Model family, e.g. "amply", "chat", "reasoning", "multimodal", "deep-thinking". */
  group: z.string(),
  ui_config: z.object({
    icon: z.string(),
    /** Image models: the aspect ratios they can produce, e.g. ["1:1", "16:9"]. */
    aspect_ratio: z.array(z.string()).default([]),
  }),
  query_credit_group_name: z.string(),
  query_credit_group_ui_config: z.object({ groupColor: z.string() }),
})
export type AiModel = z.infer<typeof aiModelSchema>

/** `POST client/models`: '' asks for every type. */
export const modelListRequestSchema = z.object({
  ai_model_type: z.union([modelTypeSchema, z.literal('')]),
})
export type ModelListRequest = z.infer<typeof modelListRequestSchema>

/** An empty list means the subscription has expired. */
export const modelListSchema = z.array(aiModelSchema)

/**
 * A model's description in the operator's words, by interface language (`en` always, `ar`,
 * `fr`…): the public site shows the visitor's language, else English.
 */
export const modelDescriptionSchema = z
  .record(z.string().regex(/^[a-z]{2}$/), z.string().min(1).max(300))
  .refine((texts) => 'en' in texts, 'needs an English text (en)')
export type ModelDescription = z.infer<typeof modelDescriptionSchema>

/**
 * `GET catalog/models`: a model of the catalogue as the public site shows it (the AI features
 * page), whatever the visitor's plan: the contract's model fields and its description.
 */
export const publicModelSchema = aiModelSchema.extend({
  description: modelDescriptionSchema.optional(),
})
export type PublicModel = z.infer<typeof publicModelSchema>
