import type { ChatAction, ChatMessage } from '@amply/api/entities/chat'
import { ApiError } from '@amply/api/errors'
import { notificationMessage } from '@amply/api/error-messages'
import type { Session } from '@amply/core/auth/session'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useAppServices } from '../../../app/app-services'
import { useChatState, useChatStore } from '../../../lib/chat/use-chat-store'
import { useModelStore } from '../../../lib/models/model-store-context'

/** The address parameter that opens a stored conversation (a continued share). */
export const SESSION_PARAM = 'session'

/**
 * One write or translate session: core's chat store with the tool's action, the model picked
 * in the top bar, and `?session=<id>` (a continued share) opened once, then dropped from the
 * address (replace: a reload or Back does not reopen it over newer work).
 */
export function useToolSession(
  session: Session,
  /** A stored conversation was opened: the page may fill its form from it. */
  onOpened?: (messages: readonly ChatMessage[]) => void,
) {
  const { t } = useTranslation('tools')
  const { notifications } = useAppServices()
  const chat = useChatStore(session)
  const state = useChatState(chat)
  const { state: models } = useModelStore()
  const [params, setParams] = useSearchParams()
  const requested = params.get(SESSION_PARAM)
  const [opening, setOpening] = useState<string | null>(requested)
  const opened = useRef(onOpened)
  useEffect(() => {
    opened.current = onOpened
  })

  // A newer `?session=` (a second continue while the page is open) opens that one.
  const [seen, setSeen] = useState(requested)
  if (requested !== seen) {
    setSeen(requested)
    if (requested) setOpening(requested)
  }

  useEffect(() => {
    if (!opening) return
    let current = true
    session.client.call('getConversation', { params: { session_id: opening } }).then(
      (conversation) => {
        if (!current) return
        chat.open(conversation.session_id, conversation.messages)
        setOpening(null)
        opened.current?.(chat.getSnapshot().branch)
      },
      (error: unknown) => {
        if (!current) return
        notifications.error(
          error instanceof ApiError && error.status === 404
            ? t('session.gone')
            : notificationMessage(error instanceof Error ? error : new Error(String(error))),
        )
        setOpening(null)
      },
    )
    setParams(
      (next) => {
        next.delete(SESSION_PARAM)
        return next
      },
      { replace: true },
    )
    return () => {
      current = false
    }
  }, [opening, chat, session.client, notifications, setParams, t])

  const model = models.selected
  const send = useCallback(
    (content: string, action: ChatAction) => {
      if (!model) return false
      void chat.send(content, { model, action })
      return true
    },
    [chat, model],
  )
  const regenerate = useCallback(
    (answerId: string, action: ChatAction) => {
      if (model) void chat.regenerate(answerId, { model, action })
    },
    [chat, model],
  )

  return {
    chat,
    state,
    model,
    modelsLoading: models.status === 'loading' || models.status === 'idle',
    opening: opening !== null,
    /** Opens a stored session (from the history) in place of the one on screen. */
    open: setOpening,
    send,
    regenerate,
  }
}
