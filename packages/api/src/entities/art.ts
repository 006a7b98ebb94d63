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

/**
 * The pixel size asked for each aspect ratio a model's `ui_config.aspect_ratio` may list (the
 * sizes image APIs accept; 1:1 at 1024X1024 is the default, docs/product.md#art).
 */
export const aspectRatioSizes: Readonly<Record<string, AspectRatio>> = {
  '1:1': { ratio: '1:1', size: '1024X1024', multiplier: 1 },
  '16:9': { ratio: '16:9', size: '1792X1024', multiplier: 1 },
  '9:16': { ratio: '9:16', size: '1024X1792', multiplier: 1 },
  '4:3': { ratio: '4:3', size: '1024X768', multiplier: 1 },
  '3:4': { ratio: '3:4', size: '768X1024', multiplier: 1 },
}

/**
 * The aspect ratios a model makes, each at its size: those its `ui_config.aspect_ratio` lists
 * that have a known size, in its order; 1:1 at 1024X1024 when it lists none (docs/product.md#art).
 * The art page offers these, and the server makes no other size.
 */
export function offeredAspectRatios(listed: readonly string[]): AspectRatio[] {
  const known = listed
    .map((ratio) => aspectRatioSizes[ratio])
    .filter((ratio) => ratio !== undefined)
  return known.length > 0 ? known : [squareRatio]
}

const squareRatio: AspectRatio = { ratio: '1:1', size: '1024X1024', multiplier: 1 }

export const artStateSchema = z.object({
  style: z
    .object({ id: z.number().int(), name: z.string() })
    .default({ id: AUTO_STYLE_ID, name: 'Auto' }),
  aspect_ratio: aspectRatioSchema.default(squareRatio),
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

/** One stored generated image: what was asked, and where its file is served. */
export const generatedImageSchema = z.object({
  id: z.string(),
  /** The generation (one request, one to four images) it belongs to. */
  session_id: z.string(),
  url: z.string(),
  /** The prompt as the model received it (with the style's words). */
  revised_prompt: z.string().optional(),
  /** The prompt as the user wrote it ("use this prompt again"). */
  prompt: z.string(),
  style_id: z.number().int(),
  aspect_ratio: z.string(),
  size: z.string(),
  model_id: z.string(),
  created_at: z.string(),
})
export type GeneratedImage = z.infer<typeof generatedImageSchema>

export const generatedImagesSchema = z.object({
  session_id: z.string(),
  images: z.array(generatedImageSchema),
})

export const imageListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(60).default(24),
})

/** The user's generated images, newest first. */
export const imageListSchema = z.object({
  items: z.array(generatedImageSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
})
