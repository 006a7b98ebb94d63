import type { Session } from '@amply/core/auth/session'
import { useCallback } from 'react'
import { useNavigate, useParams } from 'react-router'
import { useChatStore, useChatValue } from '../../../lib/chat/use-chat-store'
import { useConversationSession } from '../../../lib/chat/use-conversation-session'
import { conversationPath } from '../../../lib/paths'

/**
 * The chat's conversation: core's chat store, opened from the address
 * (`/dashboard/chat/:conversationId`), with New chat going to the empty address. The side
 * panel (`remember`) reopens its last conversation instead, having no address bar.
 */
export function useChatConversation(session: Session, remember: boolean) {
  const navigate = useNavigate()
  const { conversationId } = useParams()
  const chat = useChatStore(session)
  const { conversation, state } = useConversationSession(session, chat, 'chat', remember)
  const sessionId = useChatValue(chat, (s) => s.sessionId)
  const streaming = useChatValue(chat, (s) => s.streaming)
  const hasMessages = useChatValue(chat, (s) => s.branch.length > 0)

  /** An empty chat, at its own address (pushed: Back returns to the conversation left). */
  const newChat = useCallback(() => {
    conversation.newChat()
    if (conversationId) void navigate(conversationPath('chat', null))
  }, [conversation, conversationId, navigate])

  return { chat, conversation, state, sessionId, streaming, hasMessages, newChat }
}
