import { z } from 'zod'

export const countrySchema = z.object({
  /** ISO 3166-1 alpha-2. */
  code: z.string().length(2),
  label: z.string(),
  /** Dialling prefix without "+", e.g. "44". */
  phone: z.string(),
  suggested: z.boolean().optional(),
})
export type Country = z.infer<typeof countrySchema>
