import { z } from 'zod'

/** A signed-in device (account → sessions). */
export const activeSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  browser: z.string(),
  ip: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  last_seen_at: z.iso.datetime({ offset: true }),
  /** The session making this request. */
  current: z.boolean(),
})
export type ActiveSession = z.infer<typeof activeSessionSchema>

export const deleteSessionRequestSchema = z.object({ session_id: z.string().min(1) })
