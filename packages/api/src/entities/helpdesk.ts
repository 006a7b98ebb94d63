import { z } from 'zod'

/** The support link: where the help desk signs the user in. */
export const helpdeskLinkSchema = z.object({
  login_link: z.string(),
  status_code: z.number().int(),
  message: z.string(),
})
export type HelpdeskLink = z.infer<typeof helpdeskLinkSchema>
