import type { ApiClient } from '@amply/api/client'
import type {
  ChatAction,
  ChatMessage,
  ChatRequest,
  MessageFile,
  StreamChunk,
} from '@amply/api/entities/chat'
import type { AiModel } from '@amply/api/entities/model'
import { ApiError } from '@amply/api/errors'
import { createStore } from '../lib/store'
import type { NotificationStore } from '../notifications/notification-store'
import { followAnswer, streamChat } from '../stream/chat-stream'
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
  /** The files (uploaded to chat/file or chat/image) the question is asked with. */
  files?: MessageFile[]
  /** Search the web for the question and answer from what it finds (docs/product.md#web-search). */
  webSearch?: boolean
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
  /** Following an answer from its beginning: the first chunk replaces the stored text. */
  replacing: boolean
  /**
   * Stopped before the server named the answer: the screen shows it stopped, the request
   * is read on only until the first chunk names it, then the answer is stopped at the server.
   */
  stopping: boolean
  /** The conversation it belongs to (`epoch` when it started). */
  epoch: number
}

const initialState: ChatState = { sessionId: null, tree: emptyTree, branch: [], streaming: false }

/** Ids of messages the server has not named yet. */
const LOCAL_PREFIX = 'local-'

export type ChatStore = ReturnType<typeof createChatStore>

/**
 * One conversation of the chat, write or translate page (docs/product.md#streaming): sending
 * adds the question and an assistant placeholder (`loading: true`) that the streamed chunks
 * fill; a new send, `stop`, `reset` or `newChat` aborts the stream before; an error clears the
 * loading flag and raises an error notification with the text of the stream error table.
 */
export function createChatStore(options: ChatStoreOptions) {
  const store = createStore<ChatState>(initialState)
  let running: Running | null = null
  /** Bumped when the page shows another conversation (new chat, open, reset). */
  let epoch = 0
  let localIds = 0
  const localId = () => `${LOCAL_PREFIX}${++localIds}`

  function setTree(change: (tree: ConversationTree) => ConversationTree, streaming?: boolean) {
    store.set((state) => {
      const tree = change(state.tree)
      return { ...state, tree, branch: activeBranch(tree), streaming: streaming ?? state.streaming }
    })
  }

  /**
   * Ends the running answer now (Stop, a new send): the partial answer stays, no longer
   * loading, and the server is told to stop it (an answer outlives its request, so aborting
   * alone would leave it running there). Before the server has named the answer, the request
   * is read on, unseen, until its first chunk names it.
   */
  function stopRunning() {
    const stopped = running
    if (!stopped) return
    running = null
    setTree((tree) => settle(tree, stopped.answerId, true), false)
    if (isLocalId(stopped.answerId)) {
      stopped.stopping = true
      return
    }
    stopped.controller.abort()
    stopAtServer(stopped.answerId)
  }

  /** Asks the server to stop the answer; its stored text (up to the stop) replaces ours. */
  function stopAtServer(answerId: string) {
    options.client.call('stopAnswer', { params: { chat_id: answerId } }).then(
      (stored) => {
        setTree((tree) =>
          updateMessage(tree, answerId, (answer) =>
            answer.loading
              ? {}
              : {
                  content: stored.content,
                  reasoning_content: stored.reasoning_content,
                  incomplete: stored.incomplete,
                },
          ),
        )
      },
      // Already ended, or the connection is gone: what the screen shows stays.
      () => undefined,
    )
  }

  /** Leaves the running stream to the server (a page change, a new chat): it finishes there. */
  function detachRunning() {
    const left = running
    if (!left) return
    running = null
    left.controller.abort()
    setTree((tree) => settle(tree, left.answerId, true), false)
  }

  /** The first chunk names the conversation and both messages; the rest fill the answer. */
  function applyChunk(current: Running, chunk: StreamChunk) {
    if (current.epoch !== epoch) {
      // A stopped answer of a conversation no longer shown: only the stop is left to do.
      if (chunk.chat_id) current.answerId = chunk.chat_id
    } else applyToTree(current, chunk)
    if (current.stopping && !isLocalId(current.answerId)) {
      current.controller.abort()
      stopAtServer(current.answerId)
    }
  }

  function applyToTree(current: Running, chunk: StreamChunk) {
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
    if (current.replacing) {
      current.replacing = false
      tree = updateMessage(tree, current.answerId, () => ({
        content: '',
        reasoning_content: '',
        sources: [],
        search: null,
      }))
    }
    // The search as it stands and the sources so far: each replaces the last.
    if (!current.stopping && (chunk.search || chunk.sources)) {
      tree = updateMessage(tree, current.answerId, () => ({
        ...(chunk.search ? { search: chunk.search } : {}),
        ...(chunk.sources ? { sources: chunk.sources } : {}),
      }))
    }
    if (!current.stopping && (chunk.content || chunk.reasoning_content)) {
      tree = updateMessage(tree, current.answerId, (answer) => ({
        content: answer.content + (chunk.content ?? ''),
        reasoning_content: answer.reasoning_content + (chunk.reasoning_content ?? ''),
      }))
    }
    const sessionId = chunk.session_id ?? state.sessionId
    store.set({ ...state, sessionId, tree, branch: activeBranch(tree) })
  }

  /** Streams the answer into the placeholder `answerId`, the last message of the branch. */
  function stream(questionId: string, answerId: string, send: SendOptions, regenerate: boolean) {
    const state = store.getSnapshot()
    const body: ChatRequest = {
      ai_model_id: send.model.model_id,
      session_id: state.sessionId,
      action: send.action ?? { type: 'chat' },
      client_agent: { type: 'browser', agent: options.userAgent },
      messages: requestMessages(state.branch, answerId),
      ...(regenerate ? { regenerate } : {}),
      ...(send.files?.length ? { file_ids: send.files.flatMap((f) => f.file_id ?? []) } : {}),
      ...(send.webSearch ? { web_search: true } : {}),
    }
    return read(questionId, answerId, false, (current) =>
      streamChat(options.client, body, {
        signal: current.controller.signal,
        idleTimeoutMs: options.idleTimeoutMs,
        onChunk: (chunk) => {
          onChunk(current, chunk)
        },
      }),
    )
  }

  /** Hands a chunk to the answer it belongs to; a `stopped` chunk (a Stop elsewhere) ends it. */
  function onChunk(current: Running, chunk: StreamChunk) {
    // Events read in the same piece as the one that ended the stream are not for anyone.
    if (current.controller.signal.aborted) return
    if (running !== current && !current.stopping) return
    applyChunk(current, chunk)
    if (chunk.stopped && running === current) {
      running = null
      current.controller.abort()
      setTree((tree) => settle(tree, current.answerId, true), false)
    }
  }

  /** Runs one answer's stream (`open`) and settles the answer however it ends. */
  async function read(
    questionId: string,
    answerId: string,
    replacing: boolean,
    open: (current: Running) => Promise<void>,
  ): Promise<void> {
    const current: Running = {
      controller: new AbortController(),
      questionId,
      answerId,
      replacing,
      stopping: false,
      epoch,
    }
    running = current
    store.set((s) => ({ ...s, streaming: true }))
    try {
      await open(current)
      if (running !== current) return
      running = null
      setTree((tree) => settle(tree, current.answerId, false), false)
    } catch (error) {
      // Stopped, or aborted by a new send or a reset: already settled, nothing to report.
      if (running !== current) return
      running = null
      setTree((tree) => settle(tree, current.answerId, true), false)
      if (!(error instanceof ApiError && error.kind === 'aborted')) {
        options.notifications.error(streamErrorMessage(error))
      }
    }
  }

  /**
   * Follows an answer still being generated (one the history marks loading, after a reload):
   * its text is replaced by what arrives, live, until it ends.
   */
  function follow(answerId: string) {
    const answer = store.getSnapshot().tree.messages[answerId]
    if (answer?.role !== 'assistant' || !answer.parent_id) return Promise.resolve()
    stopRunning()
    setTree((tree) => updateMessage(tree, answerId, () => ({ loading: true })))
    return read(answer.parent_id, answerId, true, (current) =>
      followAnswer(options.client, answerId, {
        signal: current.controller.signal,
        idleTimeoutMs: options.idleTimeoutMs,
        onChunk: (chunk) => {
          onChunk(current, chunk)
        },
      }),
    )
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
    detachRunning()
    epoch += 1
    store.set(initialState)
  }

  /** Adds a question under `parentId` and its placeholder, then streams the answer. */
  async function ask(parentId: string | null, content: string, send: SendOptions) {
    if (!content.trim()) return false
    stopRunning()
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

    /**
     * Edits a question: a sibling question with the new words (a new branch) is sent, with the
     * files the question was asked with.
     */
    edit(questionId: string, content: string, send: SendOptions) {
      const question = store.getSnapshot().tree.messages[questionId]
      if (question?.role !== 'user') return Promise.resolve(false)
      return ask(question.parent_id, content, { files: question.files, ...send })
    },

    /** Regenerates an answer: a sibling answer to the same question is streamed. */
    async regenerate(answerId: string, send: SendOptions) {
      const questionId = store.getSnapshot().tree.messages[answerId]?.parent_id
      const question = questionId ? store.getSnapshot().tree.messages[questionId] : undefined
      if (question?.role !== 'user') return false
      stopRunning()
      const answer = placeholder(question.chat_id, send, true)
      setTree((tree) => addMessage(tree, answer))
      await stream(question.chat_id, answer.chat_id, send, true)
      return true
    },

    /** Stops the answer, here and at the server: the partial answer stays, no longer loading. */
    stop: stopRunning,

    follow,

    /** Shows another branch (a sibling question or answer) from here on. */
    selectBranch(chatId: string) {
      setTree((tree) => selectBranch(tree, chatId))
    },

    /**
     * Opens a stored conversation (every branch) with its newest branch active. An answer
     * still being generated there (after a reload) is followed until it ends.
     */
    open(sessionId: string, messages: readonly ChatMessage[]) {
      detachRunning()
      epoch += 1
      const tree = treeFromMessages(messages)
      const branch = activeBranch(tree)
      store.set({ sessionId, tree, branch, streaming: false })
      const last = branch.at(-1)
      if (last?.role === 'assistant' && last.loading) void follow(last.chat_id)
    },

    /** A page change: stops reading (the server finishes the answer) and clears the chat. */
    reset: clear,

    /**
     * Starts a new chat: stops reading (the answer finishes at the server, in the history),
     * clears the messages and the session id.
     */
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
    sources: [],
    search: null,
    files: role === 'user' ? (send.files ?? []) : [],
  }
}

/** A message the server has not named yet (its question or answer still being sent). */
export const isLocalId = (chatId: string) => chatId.startsWith(LOCAL_PREFIX)

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
      ...(isLocalId(m.chat_id) ? {} : { chat_id: m.chat_id, parent_id: m.parent_id }),
    }))
}
