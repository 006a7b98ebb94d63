import type { ChatMessage } from '@amply/api/entities/chat'

/** Characters on a line of the reading column (46 rem at the body size), roughly. */
const CHARS_PER_LINE = 80
const LINE_PX = 28
/** The row's padding and the controls under the message. */
const ROW_PX = 24 + 40
const BUBBLE_PX = 20
/** The line above an answer that names its model, and the gap under it. */
const MODEL_LABEL_PX = 20
/** A code block's frame (its bar and padding) or a table's, besides its lines. */
const BLOCK_PX = 64

/**
 * A message's height before it is drawn, from its text: close enough that a long conversation
 * opens at its end and scrolls without the list jumping much when rows are measured (one
 * estimate for every message put the end of 2,000 messages far from where it really was).
 */
export function estimateMessageHeight(message: ChatMessage): number {
  const text = message.content
  let lines = 0
  let blocks = 0
  for (const line of text.split('\n')) {
    lines += Math.max(1, Math.ceil(line.length / CHARS_PER_LINE))
    if (line.startsWith('```') || line.startsWith('~~~')) blocks += 1
  }
  const frames = Math.ceil(blocks / 2) * BLOCK_PX
  const frame = message.role === 'user' ? BUBBLE_PX : message.model !== null ? MODEL_LABEL_PX : 0
  return ROW_PX + frame + lines * LINE_PX + frames
}
