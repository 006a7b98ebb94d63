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
