import { z } from 'zod'

export const healthSchema = z.object({
  status: z.literal('ok'),
  name: z.string(),
  version: z.string(),
  uptime_seconds: z.number().nonnegative(),
})

export type Health = z.infer<typeof healthSchema>
