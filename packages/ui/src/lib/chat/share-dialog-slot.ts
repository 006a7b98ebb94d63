import type { ComponentType } from 'react'

/**
 * A dialog that shares a conversation, handed to the chat and tool pages by the routes
 * (features don't import each other; the share feature provides it).
 */
export type ShareDialogSlot = ComponentType<{
  sessionId: string
  /** The last message of the branch on screen. */
  shownLeafId?: string | undefined
  open: boolean
  onOpenChange: (open: boolean) => void
}>
