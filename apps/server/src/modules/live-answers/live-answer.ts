import type { StreamChunk } from '@amply/api/entities/chat'

/** Who an answer belongs to and where it hangs: checked before anyone follows or stops it. */
export interface AnswerOwner {
  userId: string
  sessionId: string
  questionId: string
  answerId: string
}

/** Someone reading an answer: its chunks in order, then its end. */
export interface AnswerListener {
  chunk: (chunk: StreamChunk) => void
  end: () => void
}

/** Starts delivering an answer to a listener; the function it answers stops delivering. */
export type Follow = (listener: AnswerListener) => () => void

/** The first event of an answer's stream: the conversation and the ids of both messages. */
export const idsChunk = (owner: AnswerOwner): StreamChunk => ({
  session_id: owner.sessionId,
  user_chat_id: owner.questionId,
  chat_id: owner.answerId,
})

/**
 * What an answer has produced so far as few chunks: the ids, its web search and sources as they
 * stand (each replaces the last), the reasoning, the text, then the closing chunks (an error,
 * or `stopped`). A follower starts from these.
 */
export function compact(chunks: Iterable<StreamChunk>): StreamChunk[] {
  let first: StreamChunk | undefined
  let search: StreamChunk | undefined
  let sources: StreamChunk | undefined
  let reasoning = ''
  let content = ''
  const closing: StreamChunk[] = []
  for (const chunk of chunks) {
    if (chunk.chat_id !== undefined) first = chunk
    else if (chunk.search !== undefined) search = chunk
    else if (chunk.sources !== undefined) sources = chunk
    else if (chunk.reasoning_content !== undefined) reasoning += chunk.reasoning_content
    else if (chunk.content !== undefined) content += chunk.content
    else closing.push(chunk)
  }
  return [
    ...(first ? [first] : []),
    ...(search ? [search] : []),
    ...(sources ? [sources] : []),
    ...(reasoning ? [{ reasoning_content: reasoning }] : []),
    ...(content ? [{ content }] : []),
    ...closing,
  ]
}

const COMPACT_AFTER = 256

/**
 * One answer being generated in this process: what it has produced so far and the listeners of
 * the rest. The provider call stops only through `stop` (the Stop button, or the server
 * shutting down), never because a reader went away.
 */
export function createLiveAnswer(owner: AnswerOwner) {
  const produced: StreamChunk[] = [idsChunk(owner)]
  const listeners = new Set<AnswerListener>()
  const stopper = new AbortController()
  let ended = false
  let markEnded: () => void = () => undefined
  const endedPromise = new Promise<void>((resolve) => {
    markEnded = resolve
  })

  return {
    owner,
    /** Aborted by `stop`; its reason says why. */
    signal: stopper.signal,
    /** Settles once the answer has ended and is stored. */
    ended: endedPromise,

    push(chunk: StreamChunk) {
      if (ended) return
      produced.push(chunk)
      // One chunk per token adds up: keep what was produced as a few strings.
      if (produced.length > COMPACT_AFTER) produced.splice(0, produced.length, ...compact(produced))
      for (const listener of listeners) listener.chunk(chunk)
    },

    end() {
      if (ended) return
      ended = true
      for (const listener of listeners) listener.end()
      listeners.clear()
      // Its pieces are stored now; a late follower reads the stored answer.
      produced.length = 0
      markEnded()
    },

    stop(reason: Error) {
      stopper.abort(reason)
    },

    /** What it has so far (compacted), then every chunk as it comes, then its end. */
    follow: ((listener) => {
      if (ended) {
        listener.end()
        return () => undefined
      }
      for (const chunk of compact(produced)) listener.chunk(chunk)
      listeners.add(listener)
      return () => listeners.delete(listener)
    }) satisfies Follow,
  }
}

export type LiveAnswer = ReturnType<typeof createLiveAnswer>
