import { createChatStore } from '@amply/core/chat/chat-store'
import type { ChatState, ChatStore } from '@amply/core/chat/chat-store'
import type { Session } from '@amply/core/auth/session'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useAppServices } from '../app-services'
import { frameBatched } from '../store/frame-batched'

/**
 * The page's conversation (core's chat store), made once per visit of the page; leaving the page
 * stops reading the answer (docs/product.md#streaming: a page change resets the chat; the server
 * still finishes the answer into the history).
 */
export function useChatStore(session: Session): ChatStore {
  const { notifications } = useAppServices()
  const [chat] = useState(() =>
    createChatStore({ client: session.client, notifications, userAgent: navigator.userAgent }),
  )
  useEffect(
    () => () => {
      chat.reset()
    },
    [chat],
  )
  return chat
}

/**
 * The conversation's redraws while an answer streams: at most one every other frame (30 a
 * second). Each redraw of a long answer costs the same however little it adds (the block being
 * written parsed again, the page's style, layout and paint); drawn on every frame, they kept
 * the main thread three quarters busy, and the garbage collector's pauses fell into frames
 * that were already long. Text coming in at 30 steps a second reads as smoothly.
 */
const STREAM_REDRAW_MS = 30

/**
 * The chat state, redrawn at most once per animation frame however many chunks arrive in it
 * (the store changes per chunk; a fast stream brings dozens per frame), and no more often than
 * `STREAM_REDRAW_MS`.
 */
export function useChatState(chat: ChatStore): ChatState {
  const [batched] = useState(() => frameBatched(chat, { minIntervalMs: STREAM_REDRAW_MS }))
  return useSyncExternalStore(batched.subscribe, batched.getSnapshot)
}

/**
 * One value of the chat state (a flag, an id: something compared by value), redrawing only when
 * it changes: the page around the conversation reads these, so a streamed frame redraws the
 * message list alone, not the history, the composer and the dialogs with it.
 */
export function useChatValue<T extends string | number | boolean | null>(
  chat: ChatStore,
  select: (state: ChatState) => T,
): T {
  const [batched] = useState(() => frameBatched(chat))
  return useSyncExternalStore(batched.subscribe, () => select(batched.getSnapshot()))
}
