import type { ChatAction, ChatMessage } from '@amply/api/entities/chat'
import type { Session } from '@amply/core/auth/session'
import { useCallback, useEffect, useRef } from 'react'
import { useNavigate, useParams } from 'react-router'
import { useChatState, useChatStore } from '../../../lib/chat/use-chat-store'
import { useConversationSession } from '../../../lib/chat/use-conversation-session'
import { useModelStore } from '../../../lib/models/model-store-context'
import { conversationPath } from '../../../lib/paths'

/**
 * One write or translate session: core's chat store with the tool's action, the model picked
 * in the top bar, and the stored session the address names (`/dashboard/write/:conversationId`),
 * which a new session takes once its first answer names it.
 */
export function useToolSession(
  session: Session,
  tool: 'write' | 'translate',
  /** A stored session was opened: the page may fill its form from it. */
  onOpened?: (messages: readonly ChatMessage[]) => void,
) {
  const navigate = useNavigate()
  const { conversationId } = useParams()
  const chat = useChatStore(session)
  const state = useChatState(chat)
  const { state: models } = useModelStore()
  const { conversation, state: shown } = useConversationSession(session, chat, tool)
  const opened = useRef(onOpened)
  useEffect(() => {
    opened.current = onOpened
  })
  useEffect(() => {
    if (shown.loaded) opened.current?.(chat.getSnapshot().branch)
  }, [shown.loaded, chat])

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
    opening: shown.status === 'opening',
    /** The session the address names is gone or failed to open (`conversation` says which). */
    conversation: shown,
    retry: () => void conversation.retry(),
    /** An empty session at the tool's own address (pushed: Back returns to the one left). */
    newSession: () => {
      conversation.newChat()
      if (conversationId) void navigate(conversationPath(tool, null))
    },
    send,
    regenerate,
  }
}
