import { isGone } from '@amply/api/errors'
import type { Session } from '@amply/core/auth/session'
import type { ChatStore } from '@amply/core/chat/chat-store'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { useConversationSession } from '../../../lib/chat/use-conversation-session'
import type { UploadedFile } from '../../../lib/uploads/upload'
import { conversationPath } from '../../../lib/paths'
import { documentQueryOptions } from '../api/documents'

/**
 * The reading the read page shows: a document chosen here, which the reading's address
 * (`/dashboard/read/:conversationId`) takes once its summary names the conversation, or the
 * stored reading the address names, reopened with its document (the conversation knows it).
 */
export function useReading(session: Session, chat: ChatStore) {
  const navigate = useNavigate()
  const { conversationId } = useParams()
  const { conversation, state: shown } = useConversationSession(session, chat, 'read')
  // The document chosen here, and the reading it belongs to once the server named it.
  const [chosen, setChosen] = useState<{ file: UploadedFile; sessionId: string | null } | null>(
    null,
  )
  const named = shown.status === 'open' && !shown.loaded ? shown.sessionId : null
  if (chosen?.sessionId === null && named) setChosen({ ...chosen, sessionId: named })
  const chosenHere =
    chosen && (chosen.sessionId === null ? shown.status === 'new' : chosen.sessionId === named)

  // A stored reading's document: the first file its questions were asked with.
  const storedFileId = shown.loaded?.file_ids[0] ?? null
  const stored = useQuery({
    ...documentQueryOptions(storedFileId ?? ''),
    enabled: storedFileId !== null,
  })

  const file = shown.loaded ? (stored.data ?? null) : chosenHere ? chosen.file : null
  const reopening = shown.status === 'opening' || (storedFileId !== null && stored.isPending)
  // The address names a reading that cannot open: gone (or its document gone), or failed.
  const documentGone = shown.loaded !== null && (storedFileId === null || isGone(stored.error))
  const unavailable =
    shown.status === 'gone' || documentGone
      ? { gone: true, error: null }
      : shown.status === 'failed' || stored.isError
        ? { gone: false, error: shown.error ?? stored.error }
        : null

  return {
    file,
    reopening,
    unavailable,
    retry: () => {
      if (shown.status === 'failed') void conversation.retry()
      else void stored.refetch()
    },
    /** A document chosen in the picker starts a new reading. */
    choose: (next: UploadedFile) => {
      setChosen({ file: next, sessionId: null })
    },
    /** "Read another document": an empty reading at the page's own address. */
    another: () => {
      conversation.newChat()
      setChosen(null)
      if (conversationId) void navigate(conversationPath('read', null))
    },
  }
}
