import { z } from 'zod'

export const imageStyleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Words added to the prompt for this style ('' for Auto). */
  prompt: z.string(),
  preview_url: z.string().nullable(),
})
export type ImageStyle = z.infer<typeof imageStyleSchema>

export const aspectRatioSchema = z.object({
  ratio: z.string(),
  /** Pixel size as WIDTHxHEIGHT, e.g. "1024X1024". */
  size: z.string().regex(/^\d+X\d+$/),
  multiplier: z.number().positive(),
})
export type AspectRatio = z.infer<typeof aspectRatioSchema>

export const AUTO_STYLE_ID = 10

export const artStateSchema = z.object({
  style: z
    .object({ id: z.number().int(), name: z.string() })
    .default({ id: AUTO_STYLE_ID, name: 'Auto' }),
  aspect_ratio: aspectRatioSchema.default({ ratio: '1:1', size: '1024X1024', multiplier: 1 }),
  image_count: z.number().int().min(1).max(4).default(1),
})
export type ArtState = z.infer<typeof artStateSchema>

export const defaultArtState: ArtState = artStateSchema.parse({})

export const imageGenerationRequestSchema = z.object({
  ai_model_id: z.string().min(1),
  prompt: z.string().trim().min(1).max(4000),
  style_id: z.number().int().default(AUTO_STYLE_ID),
  aspect_ratio: z.string().default('1:1'),
  size: z
    .string()
    .regex(/^\d+X\d+$/)
    .default('1024X1024'),
  n: z.number().int().min(1).max(4).default(1),
  session_id: z.string().nullable().optional(),
})

export const generatedImagesSchema = z.object({
  session_id: z.string(),
  images: z.array(z.object({ url: z.string(), revised_prompt: z.string().optional() })),
})
