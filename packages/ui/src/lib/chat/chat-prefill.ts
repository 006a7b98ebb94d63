/**
 * Text another surface hands the chat page through the router's location state (the side
 * panel's context-menu actions and "Summarize this page"): put in the composer, or sent at
 * once. `context` is text sent along with the message (a page's readable text), named to the
 * user by `label` on a chip.
 */
export interface ChatPrefill {
  /** Unique per request: the page acts on each one once. */
  id: string
  text: string
  send: boolean
  context?: { label: string; text: string }
}

export function chatPrefillOf(state: unknown): ChatPrefill | null {
  if (typeof state !== 'object' || state === null || !('chatPrefill' in state)) return null
  const prefill = state.chatPrefill
  if (typeof prefill !== 'object' || prefill === null) return null
  const { id, text, send } = prefill as Partial<ChatPrefill>
  if (typeof id !== 'string' || typeof text !== 'string' || typeof send !== 'boolean') return null
  return prefill as ChatPrefill
}

/** The location state that carries `prefill` to the chat page. */
export const chatPrefillState = (prefill: ChatPrefill) => ({ chatPrefill: prefill })

/** The message sent: the words, then the context they are about. */
export function withContext(words: string, context: ChatPrefill['context']): string {
  return context ? `${words}\n\n---\n\n${context.text}` : words
}
