import { z } from 'zod'

/** The writing companion's options (docs/product.md#write: every option defaults to auto). */
export const writeStateSchema = z.object({
  method: z.enum(['Compose', 'Reply']).default('Compose'),
  format: z.string().default('auto'),
  tone: z.string().default('auto'),
  length: z.string().default('auto'),
  language: z.string().default('English (United States)'),
})
export type WriteState = z.infer<typeof writeStateSchema>

export const defaultWriteState: WriteState = writeStateSchema.parse({})

/** The Format Message option travels as `sms`. */
export const FORMAT_MESSAGE_OPTION = 'sms'
