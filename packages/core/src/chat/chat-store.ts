import type { ApiClient } from '@amply/api/client'
import type { ChatAction, ChatMessage, ChatRequest, StreamChunk } from '@amply/api/entities/chat'
import type { AiModel } from '@amply/api/entities/model'
import { ApiError } from '@amply/api/errors'
import { createStore } from '../lib/store'
import type { NotificationStore } from '../notifications/notification-store'
import { streamChat } from '../stream/chat-stream'
import { streamErrorMessage } from '../stream/stream-errors'
import {
  activeBranch,
  addMessage,
  emptyTree,
  rekeyMessage,
  selectBranch,
  treeFromMessages,
  updateMessage,
} from './conversation-tree'
import type { ConversationTree } from './conversation-tree'

export interface ChatState {
  /** The stored conversation; null until the first answer names it (a new chat). */
  sessionId: string | null
  tree: ConversationTree
  /** The active branch, first question to leaf: what the page shows. */
  branch: readonly ChatMessage[]
  /** True while an answer streams; false on finish, error or abort. */
  streaming: boolean
}

/** What a send needs besides the words: the model, and the tool's action (chat by default). */
export interface SendOptions {
  model: Pick<AiModel, 'model_id' | 'group'>
  action?: ChatAction
  /** Documents (from chat/file) to answer from. */
  fileIds?: string[]
}

export interface ChatStoreOptions {
  client: ApiClient
  notifications: NotificationStore
  /** The browser's user agent (`client_agent.agent`). */
  userAgent: string
  /** No byte for this long fails the stream as a timeout (60 s by default). */
  idleTimeoutMs?: number
}

/** The stream being read: its controller, and its messages' ids (re-keyed on the first chunk). */
interface Running {
  controller: AbortController
  questionId: string
  answerId: string
}

const initialState: ChatState = { sessionId: null, tree: emptyTree, branch: [], streaming: false }

/** Ids of messages the server has not named yet. */
const LOCAL_PREFIX = 'local-'

export type ChatStore = ReturnType<typeof createChatStore>

/**
 * One conversation of the chat, write or translate page (spec section 4, streaming): sending
 * adds the question and an assistant placeholder (`loading: true`) that the streamed chunks
 * fill; a new send, `stop`, `reset` or `newChat` aborts the stream before; an error clears the
 * loading flag and raises an error notification with the text of the stream error table.
 */
export function createChatStore(options: ChatStoreOptions) {
  const store = createStore<ChatState>(initialState)
  let running: Running | null = null
  let localIds = 0
  const localId = () => `${LOCAL_PREFIX}${++localIds}`

  function setTree(change: (tree: ConversationTree) => ConversationTree, streaming?: boolean) {
    store.set((state) => {
      const tree = change(state.tree)
      return { ...state, tree, branch: activeBranch(tree), streaming: streaming ?? state.streaming }
    })
  }

  /** Ends the running stream now: the partial answer stays, no longer loading. */
  function abortRunning() {
    const stopped = running
    if (!stopped) return
    running = null
    stopped.controller.abort()
    setTree((tree) => settle(tree, stopped.answerId, true), false)
  }

  /** The first chunk names the conversation and both messages; the rest fill the answer. */
  function applyChunk(current: Running, chunk: StreamChunk) {
    const state = store.getSnapshot()
    let tree = state.tree
    if (chunk.user_chat_id && chunk.user_chat_id !== current.questionId) {
      tree = rekeyMessage(tree, current.questionId, chunk.user_chat_id)
      current.questionId = chunk.user_chat_id
    }
    if (chunk.chat_id && chunk.chat_id !== current.answerId) {
      tree = rekeyMessage(tree, current.answerId, chunk.chat_id)
      current.answerId = chunk.chat_id
    }
    if (chunk.content || chunk.reasoning_content) {
      tree = updateMessage(tree, current.answerId, (answer) => ({
        content: answer.content + (chunk.content ?? ''),
        reasoning_content: answer.reasoning_content + (chunk.reasoning_content ?? ''),
      }))
    }
    const sessionId = chunk.session_id ?? state.sessionId
    store.set({ ...state, sessionId, tree, branch: activeBranch(tree) })
  }

  /** Streams the answer into the placeholder `answerId`, the last message of the branch. */
  async function stream(
    questionId: string,
    answerId: string,
    send: SendOptions,
    regenerate: boolean,
  ): Promise<void> {
    const state = store.getSnapshot()
    const body: ChatRequest = {
      ai_model_id: send.model.model_id,
      session_id: state.sessionId,
      action: send.action ?? { type: 'chat' },
      client_agent: { type: 'browser', agent: options.userAgent },
      messages: requestMessages(state.branch, answerId),
      ...(regenerate ? { regenerate } : {}),
      ...(send.fileIds ? { file_ids: send.fileIds } : {}),
    }
    const current: Running = { controller: new AbortController(), questionId, answerId }
    running = current
    store.set((s) => ({ ...s, streaming: true }))
    try {
      await streamChat(options.client, body, {
        signal: current.controller.signal,
        idleTimeoutMs: options.idleTimeoutMs,
        onChunk: (chunk) => {
          if (running === current) applyChunk(current, chunk)
        },
      })
      if (running !== current) return
      running = null
      setTree((tree) => settle(tree, current.answerId, false), false)
    } catch (error) {
      // Aborted by a new send, stop or reset: already settled, nothing to report.
      if (running !== current) return
      running = null
      setTree((tree) => settle(tree, current.answerId, true), false)
      if (!(error instanceof ApiError && error.kind === 'aborted')) {
        options.notifications.error(streamErrorMessage(error))
      }
    }
  }

  function placeholder(parentId: string, send: SendOptions, regen: boolean): ChatMessage {
    return {
      ...newMessage(localId(), parentId, 'assistant', '', send),
      model: send.model.model_id,
      model_group: send.model.group,
      loading: true,
      regen,
    }
  }

  function clear() {
    abortRunning()
    store.set(initialState)
  }

  /** Adds a question under `parentId` and its placeholder, then streams the answer. */
  async function ask(parentId: string | null, content: string, send: SendOptions) {
    if (!content.trim()) return false
    abortRunning()
    const question = newMessage(localId(), parentId, 'user', content, send)
    const answer = placeholder(question.chat_id, send, false)
    setTree((tree) => addMessage(addMessage(tree, question), answer))
    await stream(question.chat_id, answer.chat_id, send, false)
    return true
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,

    /**
     * Sends a question after the active branch and streams its answer. Nothing is sent for
     * empty words (answers false). Resolves when the answer has ended, however it ended.
     */
    send: (content: string, send: SendOptions) =>
      ask(store.getSnapshot().branch.at(-1)?.chat_id ?? null, content, send),

    /** Edits a question: a sibling question with the new words (a new branch) is sent. */
    edit(questionId: string, content: string, send: SendOptions) {
      const question = store.getSnapshot().tree.messages[questionId]
      if (question?.role !== 'user') return Promise.resolve(false)
      return ask(question.parent_id, content, send)
    },

    /** Regenerates an answer: a sibling answer to the same question is streamed. */
    async regenerate(answerId: string, send: SendOptions) {
      const questionId = store.getSnapshot().tree.messages[answerId]?.parent_id
      const question = questionId ? store.getSnapshot().tree.messages[questionId] : undefined
      if (question?.role !== 'user') return false
      abortRunning()
      const answer = placeholder(question.chat_id, send, true)
      setTree((tree) => addMessage(tree, answer))
      await stream(question.chat_id, answer.chat_id, send, true)
      return true
    },

    /** Stops the answer: the partial answer stays, no longer loading. */
    stop: abortRunning,

    /** Shows another branch (a sibling question or answer) from here on. */
    selectBranch(chatId: string) {
      setTree((tree) => selectBranch(tree, chatId))
    },

    /** Opens a stored conversation (every branch) with its newest branch active. */
    open(sessionId: string, messages: readonly ChatMessage[]) {
      abortRunning()
      const tree = treeFromMessages(messages)
      store.set({ sessionId, tree, branch: activeBranch(tree), streaming: false })
    },

    /** A page change: aborts the stream and clears the conversation. */
    reset: clear,

    /** Starts a new chat: aborts the stream, clears the messages and the session id. */
    newChat: clear,
  }
}

function newMessage(
  chatId: string,
  parentId: string | null,
  role: ChatMessage['role'],
  content: string,
  send: SendOptions,
): ChatMessage {
  return {
    chat_id: chatId,
    parent_id: parentId,
    role,
    content,
    reasoning_content: '',
    model: null,
    model_group: null,
    tool: send.action?.type ?? 'chat',
    loading: false,
    edit: false,
    regen: false,
    incomplete: false,
  }
}

/** The placeholder's answer has ended: loading off, `incomplete` if it stopped early. */
function settle(tree: ConversationTree, answerId: string, incomplete: boolean) {
  return updateMessage(tree, answerId, () => ({ loading: false, incomplete }))
}

/**
 * The branch as the request's `messages`: without the placeholder being answered and
 * without failed empty answers; server ids travel with the messages the server stored.
 */
function requestMessages(branch: readonly ChatMessage[], answerId: string) {
  return branch
    .filter((m) => m.chat_id !== answerId && !(m.role === 'assistant' && m.content === ''))
    .map((m) => ({
      role: m.role,
      content: m.content,
      ...(m.chat_id.startsWith(LOCAL_PREFIX) ? {} : { chat_id: m.chat_id, parent_id: m.parent_id }),
    }))
}
