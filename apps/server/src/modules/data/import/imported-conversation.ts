import type { ImportSource } from '@amply/api/entities/chat'

/** A file a message was sent with, as the export holds it. */
export type ImportedAttachment =
  /** An image's bytes, or a document's text, in the zip entry at `path` (read when stored). */
  | { kind: 'image' | 'document'; name: string; path: string }
  /** A document's text, in the export itself. */
  | { kind: 'document'; name: string; text: string }

/** One message of an imported tree; `key` and `parentKey` are the export's own ids. */
export interface ImportedMessage {
  key: string
  parentKey: string | null
  role: 'user' | 'assistant'
  content: string
  reasoning: string
  /** The model named on the answer, kept as a label even when it is not offered here. */
  model: string | null
  modelGroup: string | null
  tool: string | null
  regen: boolean
  incomplete: boolean
  createdAt: Date
  attachments: ImportedAttachment[]
}

/**
 * A conversation of any export, in one shape: what the store writes in one transaction. What
 * could not be brought in (a plugin call, an image the export lacks) is named in `missing`.
 */
export interface ImportedConversation {
  source: ImportSource
  sourceId: string
  title: string
  tool: 'chat' | 'write' | 'translate' | 'read'
  modelId: string | null
  createdAt: Date
  updatedAt: Date
  messages: ImportedMessage[]
  missing: string[]
}

/** A conversation's title, or a word for none. */
export function titleOf(title: string | null | undefined): string {
  const trimmed = title?.trim() ?? ''
  return trimmed === '' ? 'Untitled' : trimmed
}

/** A time from seconds since the epoch (ChatGPT) or ISO text (Claude, Amply); null if neither. */
export function timeOf(value: unknown): Date | null {
  const date =
    typeof value === 'number'
      ? new Date(value * 1000)
      : typeof value === 'string'
        ? new Date(value)
        : null
  return date && !Number.isNaN(date.getTime()) ? date : null
}

/**
 * Times that keep the tree's order: a message without one, or with one before its parent's,
 * comes a millisecond after the parent (the newest child is the branch a conversation opens on).
 */
export function orderedTimes(messages: ImportedMessage[], start: Date): void {
  const byKey = new Map(messages.map((message) => [message.key, message]))
  for (const message of messages) {
    const parent = message.parentKey ? byKey.get(message.parentKey) : undefined
    const floor = parent ? parent.createdAt.getTime() + 1 : start.getTime()
    if (message.createdAt.getTime() < floor) message.createdAt = new Date(floor)
  }
}
