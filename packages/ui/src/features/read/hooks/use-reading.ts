import { ApiError } from '@amply/api/errors'
import type { Session } from '@amply/core/auth/session'
import type { ChatStore } from '@amply/core/chat/chat-store'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { useAppServices } from '../../../app/app-services'
import { useErrorText } from '../../../lib/forms/use-error-text'
import type { UploadedFile } from '../../../lib/uploads/upload'
import { documentQueryOptions } from '../api/documents'
import { storedReading } from '../lib/stored-reading'

const gone = (error: unknown) => error instanceof ApiError && error.status === 404

/**
 * The document the read page shows. After a reload it comes back with its conversation (both
 * stored by the server; their ids kept in storage); a document or conversation deleted since
 * just gives way, to the picker or to a new summary.
 */
export function useReading(session: Session, chat: ChatStore, sessionId: string | null) {
  const queries = useQueryClient()
  const { notifications } = useAppServices()
  const errorText = useErrorText()
  const [stored] = useState(() => storedReading.read())
  const [file, setFile] = useState<UploadedFile | null>(null)
  const [reopening, setReopening] = useState(stored !== null)

  useEffect(() => {
    if (!stored) return
    let current = true
    const { file_id, session_id } = stored
    const conversation = session_id
      ? session.client
          .call('getConversation', { params: { session_id } })
          .catch((error: unknown) => {
            if (gone(error)) return null
            throw error
          })
      : Promise.resolve(null)
    Promise.all([queries.query(documentQueryOptions(session.client, file_id)), conversation])
      .then(([document, opened]) => {
        if (!current) return
        // Opened first: the page asks for a summary only when there is no conversation.
        if (opened) chat.open(opened.session_id, opened.messages)
        setFile(document)
      })
      .catch((error: unknown) => {
        if (!current) return
        if (gone(error)) storedReading.write(null)
        else notifications.error(errorText(error))
      })
      .finally(() => {
        if (current) setReopening(false)
      })
    return () => {
      current = false
    }
  }, [stored, session.client, queries, chat, notifications, errorText])

  // Remembered from the upload on, with its conversation once the first answer names it.
  useEffect(() => {
    if (file) storedReading.write({ file_id: file.file_id, session_id: sessionId })
  }, [file, sessionId])

  const choose = useCallback((next: UploadedFile | null) => {
    if (!next) storedReading.write(null)
    setFile(next)
  }, [])

  return { file, choose, reopening }
}
