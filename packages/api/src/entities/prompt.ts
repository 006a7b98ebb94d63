import { z } from 'zod'

/** A preset message the write and translate screens offer. */
export const promptSchema = z.object({
  id: z.string(),
  title: z.string(),
  prompt: z.string(),
  tool: z.enum(['chat', 'write', 'translate']),
  /** Write: the option it belongs to (email, blog, ...). */
  option: z.string().nullable(),
})
export type Prompt = z.infer<typeof promptSchema>

export const promptQuerySchema = z.object({
  tool: z.enum(['chat', 'write', 'translate']).optional(),
})
