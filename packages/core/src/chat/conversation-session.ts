import type { ConversationDetail } from '@amply/api/entities/chat'
import { isGone } from '@amply/api/errors'
import { createStore } from '../lib/store'
import type { PlatformStorage } from '../platform/platform'
import type { ChatStore } from './chat-store'

/**
 * - `new`: an empty conversation; its first answer names it.
 * - `opening`: a stored conversation is being downloaded.
 * - `open`: a stored (or just named) conversation is on screen.
 * - `gone`: the conversation asked for does not exist for this user (deleted, or another's).
 * - `failed`: downloading it failed for another reason (`error` says why).
 */
export type ConversationStatus = 'new' | 'opening' | 'open' | 'gone' | 'failed'

export interface ConversationSessionState {
  status: ConversationStatus
  /** The conversation asked for or shown; null for a new one until its first answer names it. */
  sessionId: string | null
  /** The stored conversation as downloaded (its tool, its title, its first messages). */
  loaded: ConversationDetail | null
  /** Why the last open failed (`failed` only). */
  error: unknown
}

/** Where the conversation on screen is remembered for `restore` (a place without an address). */
export interface ConversationMemory {
  storage: PlatformStorage
  key: string
}

export interface ConversationSessionOptions {
  /** The chat store that shows the conversation and streams its answers. */
  chat: ChatStore
  /** Downloads a stored conversation with every branch; rejects with a 404 once it is gone. */
  load: (sessionId: string) => Promise<ConversationDetail>
  /** The history's lists are out of date: a conversation was named, or an answer ended. */
  onHistoryChanged?: () => void
  /** The server named the new conversation (its first answer's first chunk). */
  onNamed?: (sessionId: string) => void
  /** Remembers the conversation on screen (`restore` reopens it); nothing is kept without it. */
  memory?: ConversationMemory
  /** Reports a storage failure nobody shows. */
  logError?: (error: unknown, context: string) => void
}

export type ConversationSession = ReturnType<typeof createConversationSession>

const initialState: ConversationSessionState = {
  status: 'new',
  sessionId: null,
  loaded: null,
  error: null,
}

/**
 * Which conversation a chat, write, translate or read screen shows (docs/core.md): opening a
 * stored one by its id, a new one that the server names with its first answer, the one
 * remembered (`restore`), and the states between (downloading, gone, failed). The chat store
 * it is given does the streaming; this follows it to learn the new conversation's id and to
 * tell when the history lists change.
 */
export function createConversationSession(options: ConversationSessionOptions) {
  const { chat } = options
  const store = createStore<ConversationSessionState>(initialState)
  /** Bumped whenever another conversation is asked for: a slower download then changes nothing. */
  let epoch = 0

  function remember(sessionId: string | null) {
    const memory = options.memory
    if (!memory) return
    const done = sessionId
      ? memory.storage.set(memory.key, sessionId)
      : memory.storage.remove(memory.key)
    done.catch((error: unknown) => options.logError?.(error, 'conversation memory'))
  }

  // The chat names a new conversation with its first chunk; an ended answer changes the lists.
  let wasStreaming = chat.getSnapshot().streaming
  const unsubscribe = chat.subscribe(() => {
    const { sessionId, streaming } = chat.getSnapshot()
    const state = store.getSnapshot()
    // A question asked in a new conversation, or in place of one that could not open.
    const asking = state.status !== 'opening' && state.status !== 'open'
    if (asking && sessionId !== null) {
      store.set({ ...state, status: 'open', sessionId })
      remember(sessionId)
      options.onNamed?.(sessionId)
      options.onHistoryChanged?.()
    }
    if (wasStreaming && !streaming && sessionId !== null) options.onHistoryChanged?.()
    wasStreaming = streaming
  })

  async function download(sessionId: string, current: number) {
    try {
      const conversation = await options.load(sessionId)
      if (current !== epoch) return
      chat.open(conversation.session_id, conversation.messages)
      store.set({ status: 'open', sessionId, loaded: conversation, error: null })
      remember(sessionId)
    } catch (error) {
      if (current !== epoch) return
      if (isGone(error)) {
        store.set({ status: 'gone', sessionId, loaded: null, error: null })
        // Not reopened again by `restore`.
        remember(null)
      } else store.set({ status: 'failed', sessionId, loaded: null, error })
    }
  }

  function open(sessionId: string): Promise<void> {
    const state = store.getSnapshot()
    // Already on screen or on its way (an address catching up with a conversation just named).
    if (state.sessionId === sessionId && (state.status === 'open' || state.status === 'opening')) {
      return Promise.resolve()
    }
    epoch += 1
    // What was on screen gives way at once; its answer, if any, finishes at the server.
    chat.newChat()
    store.set({ status: 'opening', sessionId, loaded: null, error: null })
    return download(sessionId, epoch)
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,

    /** Shows a stored conversation: downloads it, then opens it in the chat store. */
    open,

    /** Tries a failed download again. */
    retry() {
      const { status, sessionId } = store.getSnapshot()
      if (status !== 'failed' || !sessionId) return Promise.resolve()
      epoch += 1
      store.set({ status: 'opening', sessionId, loaded: null, error: null })
      return download(sessionId, epoch)
    },

    /**
     * Starts an empty conversation (and forgets the remembered one). Nothing happens when an
     * empty one is already on screen, so a second call (a button, then the address) keeps
     * what is being typed.
     */
    newChat() {
      const state = store.getSnapshot()
      const shown = chat.getSnapshot()
      if (state.status === 'new' && shown.sessionId === null && shown.branch.length === 0) return
      epoch += 1
      chat.newChat()
      store.set(initialState)
      remember(null)
    },

    /** Reopens the remembered conversation; answers its id, or null when none is kept. */
    async restore(): Promise<string | null> {
      const memory = options.memory
      if (!memory) return null
      const current = epoch
      let sessionId: string | null = null
      try {
        sessionId = await memory.storage.get(memory.key)
      } catch (error) {
        options.logError?.(error, 'conversation memory')
      }
      // Something else was asked for or sent meanwhile: that wins.
      const asked = current !== epoch || chat.getSnapshot().branch.length > 0
      if (!sessionId || asked) return null
      void open(sessionId)
      return sessionId
    },

    /** Stops following the chat store (the screen is gone). */
    dispose: unsubscribe,
  }
}
