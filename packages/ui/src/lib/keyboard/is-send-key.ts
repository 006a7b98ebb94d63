import type { KeyboardEvent } from 'react'

/**
 * Whether a key in a question box sends it: Enter sends, Shift+Enter starts a new line, and an
 * Enter that confirms an input method's composition (Japanese, Chinese) only confirms it. One
 * rule for every box that sends on Enter: chat's composer, its message editor and Read's question.
 */
export function isSendKey(event: KeyboardEvent<HTMLElement>): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing
}
