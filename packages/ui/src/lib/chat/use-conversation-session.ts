import type { Session } from '@amply/core/auth/session'
import type { ChatStore } from '@amply/core/chat/chat-store'
import { createConversationSession } from '@amply/core/chat/conversation-session'
import type {
  ConversationSession,
  ConversationSessionState,
} from '@amply/core/chat/conversation-session'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useNavigate, useParams } from 'react-router'
import { conversationPath } from '../paths'
import type { ConversationTool } from '../paths'
import { useConversationCache } from './api/conversation-cache'

/** The key the side panel remembers its conversation under (it has no address bar). */
const PANEL_MEMORY_KEY = 'amply.chat.session_id'

/**
 * Core's conversation session for a screen of `tool`, driven by the address: the route's
 * `:conversationId` opens that conversation, the bare address is a new one, and a new
 * conversation named by its first answer takes its own address in place of the empty one
 * (replace: Back then leads to what was before, not to an empty page). A stored conversation
 * is read through the app's cache (`getConversation`); a change marks every history list stale.
 * `remember`: keep the conversation on screen and reopen it when the screen starts at its
 * empty address (the side panel, whose router lives in memory).
 */
export function useConversationSession(
  session: Session,
  chat: ChatStore,
  tool: ConversationTool,
  remember = false,
): { conversation: ConversationSession; state: ConversationSessionState } {
  const cache = useConversationCache()
  const navigate = useNavigate()
  const { conversationId = null } = useParams()
  // Made once: its functions close over the cache and the router's navigate, which both live
  // as long as the screen.
  const [conversation] = useState(() =>
    createConversationSession({
      chat,
      ...cache,
      onNamed: (sessionId) => {
        void navigate(conversationPath(tool, sessionId), { replace: true })
      },
      ...(remember ? { memory: { storage: session.platform.storage, key: PANEL_MEMORY_KEY } } : {}),
      logError: session.platform.logError,
    }),
  )
  useEffect(() => conversation.dispose, [conversation])

  // The address says which conversation is on screen.
  const restored = useRef(false)
  useEffect(() => {
    if (conversationId) {
      void conversation.open(conversationId)
      return
    }
    conversation.newChat()
    // Only when the screen starts empty: a New chat later must stay new.
    if (!restored.current && remember) {
      void conversation.restore().then((sessionId) => {
        if (sessionId) void navigate(conversationPath(tool, sessionId), { replace: true })
      })
    }
    restored.current = true
  }, [conversationId, conversation, remember, navigate, tool])

  const state = useSyncExternalStore(conversation.subscribe, conversation.getSnapshot)
  return { conversation, state }
}
