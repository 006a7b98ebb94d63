import type { ApiClient } from '@amply/api/client'
import type { ComponentType } from 'react'

/**
 * A dialog that shares a conversation, handed to the chat and tool pages by the routes
 * (features don't import each other; the share feature provides it).
 */
export type ShareDialogSlot = ComponentType<{
  /** Not read (the dialog calls through the server-state layer); chat-page still passes it. */
  client?: ApiClient
  sessionId: string
  /** The last message of the branch on screen. */
  shownLeafId?: string | undefined
  open: boolean
  onOpenChange: (open: boolean) => void
}>
