/**
 * The conversation the chat page shows, kept across reloads (docs/product.md#chat: starting a new
 * chat clears the stored session id). Whoever sends the user to chat with a conversation to
 * open (a continued share) stores its id here first.
 */
const KEY = 'amply.chat.session_id'

export const storedSession = {
  read(): string | null {
    try {
      return localStorage.getItem(KEY)
    } catch {
      return null
    }
  },
  write(sessionId: string | null) {
    try {
      if (sessionId) localStorage.setItem(KEY, sessionId)
      else localStorage.removeItem(KEY)
    } catch {
      // Storage refused (private mode): the page just starts afresh next time.
    }
  },
}
