import type { ChatMessage } from '@amply/api/entities/chat'
import { activeBranch, siblingsOf, treeFromMessages } from '@amply/core/chat/conversation-tree'

/** One way through a conversation: its messages from the first question to `leafId`. */
export interface Branch {
  leafId: string
  messages: ChatMessage[]
  /** The branch's last question and last answer: what tells it from the others. */
  question: string | null
  answer: string | null
  /**
   * Where it turns among versions, as the chat's `‹ 2/3 ›` counters show them: for each of its
   * messages that has other versions, its place (from 1) among them. Empty without any.
   */
  versions: { index: number; count: number }[]
}

/**
 * Every branch of a stored conversation (all its messages, oldest first), in the order their
 * last messages were written: one per message that nothing answers or follows.
 */
export function branchesOf(messages: readonly ChatMessage[]): Branch[] {
  const byId = new Map(messages.map((message) => [message.chat_id, message]))
  const tree = treeFromMessages(messages)
  const parents = new Set(messages.map((message) => message.parent_id))
  return messages
    .filter((message) => !parents.has(message.chat_id))
    .map((leaf) => {
      const path: ChatMessage[] = []
      for (
        let at: ChatMessage | undefined = leaf;
        at && path.length < messages.length;
        at = at.parent_id ? byId.get(at.parent_id) : undefined
      ) {
        path.unshift(at)
      }
      return {
        leafId: leaf.chat_id,
        messages: path,
        question: path.findLast((m) => m.role === 'user')?.content ?? null,
        answer: path.findLast((m) => m.role === 'assistant')?.content ?? null,
        versions: path.flatMap((m) => {
          const { ids, index } = siblingsOf(tree, m.chat_id)
          return ids.length > 1 ? [{ index: index + 1, count: ids.length }] : []
        }),
      }
    })
}

/**
 * The branch to offer first: the one the user has on screen (`shownLeafId`), or else the one
 * the chat opens a stored conversation on (the newest answer at every step).
 */
export function defaultBranch(
  messages: readonly ChatMessage[],
  branches: readonly Branch[],
  shownLeafId?: string,
): Branch | null {
  const opened = activeBranch(treeFromMessages(messages)).at(-1)?.chat_id
  return (
    branches.find((branch) => branch.leafId === shownLeafId) ??
    branches.find((branch) => branch.leafId === opened) ??
    branches.at(-1) ??
    null
  )
}
