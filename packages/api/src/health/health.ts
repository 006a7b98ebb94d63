import { z } from 'zod'

/** `GET {backend base}/health`: whether the server is up, and which build answers. */
export const healthPath = 'health'

export const healthSchema = z.object({
  status: z.literal('ok'),
  name: z.string(),
  version: z.string(),
  uptime_seconds: z.number().nonnegative(),
})

export type Health = z.infer<typeof healthSchema>
