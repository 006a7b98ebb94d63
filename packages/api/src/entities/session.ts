import { z } from 'zod'
import { brand } from '../brand'

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

/** What `device` and `browser` say when the User-Agent names none (clients translate them). */
export const unknownDevice = 'Unknown device'
export const unknownBrowser = 'Unknown browser'

const extensionPrefix = `${brand.name} extension for `

/** `browser` of the browser extension's own session: "Amply extension for Chrome". */
export const extensionBrowser = (browser: string) => `${extensionPrefix}${browser}`

/** The browser an extension session's `browser` names, or null for any other session. */
export const browserOfExtension = (browser: string): string | null =>
  browser.startsWith(extensionPrefix) ? browser.slice(extensionPrefix.length) : null
