import { HISTORY_MAX_CHARACTERS, HISTORY_MAX_MESSAGES } from '@amply/api/constants'

interface Turn {
  role: 'user' | 'assistant'
  content: string
}

/**
 * The history sent to the model with a question (docs/product.md#chat): the latest messages
 * before it, whole, at most HISTORY_MAX_MESSAGES and HISTORY_MAX_CHARACTERS in all, starting
 * with a question (an answer without its question is left out too). A client may send the
 * whole branch; what a query costs stays bounded whatever it sends.
 */
export function cappedHistory<T extends Turn>(history: readonly T[]): T[] {
  const kept: T[] = []
  let characters = 0
  for (let i = history.length - 1; i >= 0 && kept.length < HISTORY_MAX_MESSAGES; i--) {
    const turn = history[i]
    if (!turn || characters + turn.content.length > HISTORY_MAX_CHARACTERS) break
    characters += turn.content.length
    kept.unshift(turn)
  }
  while (kept[0]?.role === 'assistant') kept.shift()
  return kept
}
