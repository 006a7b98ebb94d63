import { z } from 'zod'

/**
 * The document the read page shows and its conversation (summary and questions), kept across
 * reloads as the chat page keeps its conversation: the server stores both, so their ids are
 * enough to open them again. Choosing another document forgets them.
 */
const KEY = 'amply.read.document'

const readingSchema = z.object({
  file_id: z.string().min(1),
  /** Null until the summary's first chunk names the conversation. */
  session_id: z.string().min(1).nullable(),
})
export type StoredReading = z.infer<typeof readingSchema>

export const storedReading = {
  read(): StoredReading | null {
    try {
      const text = localStorage.getItem(KEY)
      if (text === null) return null
      const parsed = readingSchema.safeParse(JSON.parse(text))
      return parsed.success ? parsed.data : null
    } catch {
      // Storage refused (private mode) or not JSON: the page starts afresh.
      return null
    }
  },
  write(reading: StoredReading | null) {
    try {
      if (reading) localStorage.setItem(KEY, JSON.stringify(reading))
      else localStorage.removeItem(KEY)
    } catch {
      // Storage refused: the page just starts afresh next time.
    }
  },
}
